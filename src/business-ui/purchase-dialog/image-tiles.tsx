import type { DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { checkLink } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Icon } from '../../components/icons';
import type { ImageTile } from './use-image-uploads';

const TILE = 72;

const tile = css`
  position: relative;
  box-sizing: border-box;
  width: ${TILE}px;
  height: ${TILE}px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  overflow: hidden;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  ${tile}
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  progress {
    position: absolute;
    left: 6px;
    right: 6px;
    bottom: 8px;
    width: calc(100% - 12px);
  }
`;

const Remove = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  display: flex;
  padding: 2px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.55);
  color: #fff;
  cursor: pointer;
  /* A fingertip's target (WCAG 2.5.8). */
  ${onPhone} {
    padding: 6px;
  }
`;

const Picker = styled.label`
  ${tile}
  display: flex;
  align-items: center;
  justify-content: center;
  border-style: dashed;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
  cursor: pointer;
  &:focus-within {
    border-color: ${({ theme }) => theme.primary};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

/** An image address from the server, as the link policy lets it be shown (never javascript: or data:). */
export function imageSrc(url: string): string | undefined {
  const checked = checkLink(url, { contact: false });
  if (!checked.ok || checked.target.kind === 'contact') return undefined;
  return checked.target.kind === 'shop' ? checked.target.path : checked.target.href;
}

function TileContent({
  tile: image,
  index,
}: {
  tile: Pick<ImageTile, 'name' | 'progress' | 'url'>;
  index: number;
}) {
  const src = image.url && imageSrc(image.url);
  if (src) return <img src={src} alt={`商品图片${index + 1}`} />;
  return (
    <progress value={image.progress} max={1} aria-label={`${image.name} 上传进度`}>
      {Math.round(image.progress * 100)}%
    </progress>
  );
}

/** Read-only images (view mode), from the request's list. */
export function ImageList({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return <span>无</span>;
  return (
    <List aria-label="商品图片">
      {urls.map((url, index) => (
        <Tile key={`${index}-${url}`}>
          <TileContent tile={{ name: '', progress: 1, url }} index={index} />
        </Tile>
      ))}
    </List>
  );
}

export interface ImagePickerProps {
  id: string;
  tiles: readonly ImageTile[];
  /** Whether another image fits: the picker shows only then. */
  canAdd: boolean;
  accept: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  describedBy?: string;
}

/** The form's images: thumbnails (or progress) with 删除, and a picker that also takes dropped files. */
export function ImagePicker({ id, tiles, canAdd, accept, onAdd, onRemove, describedBy }: ImagePickerProps) {
  function drop(event: DragEvent) {
    event.preventDefault();
    onAdd([...event.dataTransfer.files]);
  }
  return (
    <List aria-label="商品图片">
      {tiles.map((image, index) => (
        <Tile key={image.key}>
          <TileContent tile={image} index={index} />
          <Remove type="button" aria-label={`删除图片${index + 1}`} onClick={() => onRemove(image.key)}>
            <Icon name="close" size={12} />
          </Remove>
        </Tile>
      ))}
      {canAdd && (
        <li>
          <Picker htmlFor={id} onDragOver={(event) => event.preventDefault()} onDrop={drop}>
            + 上传图片
            <input
              id={id}
              type="file"
              multiple
              accept={accept}
              aria-describedby={describedBy}
              onChange={(event) => {
                onAdd([...(event.target.files ?? [])]);
                event.target.value = ''; // the same file may be chosen again after its removal
              }}
            />
          </Picker>
        </li>
      )}
    </List>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { onPhone, PRIMARY_ACTION_HEIGHT } from '../../components/breakpoints';
import { Drawer } from '../../components/drawer';
import { Icon } from '../../components/icons';
import { MenuGroups, menuGroupsStyle } from './user-centre-menu';

/** The drawer's width where a drawer is not the full screen. */
const DRAWER_WIDTH = 280;

// Only on a phone: the left menu's column has no room there.
const Bar = styled.button`
  display: none;
  ${onPhone} {
    display: flex;
    gap: 8px;
    align-items: center;
    width: 100%;
    min-height: ${PRIMARY_ACTION_HEIGHT}px;
    margin-bottom: 10px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    background: #fff;
    font: inherit;
    color: ${({ theme }) => theme.text};
    text-align: left;
    cursor: pointer;
  }
  strong {
    font-weight: 600;
  }
  span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    color: ${({ theme }) => theme.muted};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

const DrawerMenu = styled.nav`
  padding: 0 0 16px;
  ${menuGroupsStyle}
  a {
    padding-top: 12px;
    padding-bottom: 12px;
    font-size: 14px;
  }
`;

/**
 * The user-centre menu on a phone: a bar at the top of the page naming the current page, which opens the
 * same menu groups in a drawer; following a link closes it.
 */
export function PhoneMenu({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Bar
        aria-label={`菜单：${current}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={18} />
        <strong>菜单</strong>
        <span>{current}</span>
        <Icon name="chevronDown" size={16} />
      </Bar>
      <Drawer open={open} title="个人中心" width={DRAWER_WIDTH} onClose={close}>
        <DrawerMenu aria-label="个人中心菜单">
          <MenuGroups onNavigate={close} />
        </DrawerMenu>
      </Drawer>
    </>
  );
}

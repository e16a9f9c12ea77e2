import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NAV_BAR } from '../../../engine';
import { belowContentWidth } from '../../components/breakpoints';
import { Icon } from '../../components/icons';
import { subCategories, useCategoryPath, useSalesCategories } from './categories';

// Below the desktop the pop-up spans the nav bar's row (its positioned parent there), so it never reaches
// past the screen.
const Wrapper = styled.div`
  position: relative;
  width: ${NAV_BAR.categoryMenuWidth}px;
  flex-shrink: 0;
  ${belowContentWidth} {
    position: static;
  }
`;

const Trigger = styled.button`
  width: 100%;
  height: 44px;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 18px;
  border: 0;
  background: ${({ theme }) => theme.primaryDark};
  color: #fff;
  font: inherit;
  font-size: 15px;
  cursor: pointer;
`;

const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 1200;
  display: flex;
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.15);
  ${belowContentWidth} {
    max-width: 100%;
  }
`;

const FirstLevel = styled.ul`
  width: ${NAV_BAR.categoryMenuWidth}px;
  flex-shrink: 0;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: #282828;
  min-height: 420px;
  li > a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0 18px;
    height: 38px;
    color: #fff;
    text-decoration: none;
    font-size: 14px;
  }
  li[data-active='true'] > a,
  li > a:hover {
    background: ${({ theme }) => theme.primary};
  }
`;

const Detail = styled.div`
  width: 760px;
  ${belowContentWidth} {
    min-width: 0;
  }
  min-height: 420px;
  padding: 16px 24px;
  background: #fff;
  dl {
    display: flex;
    margin: 0;
    padding: 10px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.border};
    font-size: 13px;
  }
  dt {
    width: 110px;
    flex-shrink: 0;
    font-weight: 600;
    a {
      color: ${({ theme }) => theme.text};
    }
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px 18px;
    a {
      color: #666;
    }
  }
  a {
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
`;

/**
 * The category pop-up of up to three levels (spec 1 §2): hovering the button lists the first level,
 * hovering a first-level category shows its second and third levels; every category opens the goods
 * centre filtered by its code. From the keyboard: Enter opens it, Tab walks the first level (the focused
 * category shows its levels below), Escape closes it.
 */
export function CategoryMenu() {
  const categories = useSalesCategories();
  const linkTo = useCategoryPath();
  const [open, setOpen] = useState(false);
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = categories.find((category) => category.categoryCode === activeCode);
  const close = () => {
    setOpen(false);
    setActiveCode(null);
  };

  return (
    <Wrapper
      onMouseEnter={() => setOpen(true)}
      onMouseMove={() => setOpen(true)}
      onMouseLeave={close}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        trigger.current?.focus();
      }}
      onBlur={(event) => {
        // Tabbing past the last category closes the pop-up, as moving the pointer away does.
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon name="menu" size={18} />
        全部商品分类
      </Trigger>
      {open && categories.length > 0 && (
        <Popup>
          <FirstLevel aria-label="商品分类">
            {categories.map((category) => (
              <li
                key={category.categoryCode}
                data-active={category.categoryCode === activeCode}
                onMouseEnter={() => setActiveCode(category.categoryCode)}
                onFocus={() => setActiveCode(category.categoryCode)}
              >
                <Link to={linkTo(category)} onClick={close}>
                  {category.categoryName}
                  {subCategories(category).length > 0 && <Icon name="chevronRight" size={14} />}
                </Link>
              </li>
            ))}
          </FirstLevel>
          {active && subCategories(active).length > 0 && (
            <Detail>
              {subCategories(active).map((second) => (
                <dl key={second.categoryCode}>
                  <dt>
                    <Link to={linkTo(second)} onClick={close}>
                      {second.categoryName}
                    </Link>
                  </dt>
                  <dd>
                    {subCategories(second).map((third) => (
                      <Link key={third.categoryCode} to={linkTo(third)} onClick={close}>
                        {third.categoryName}
                      </Link>
                    ))}
                  </dd>
                </dl>
              ))}
            </Detail>
          )}
        </Popup>
      )}
    </Wrapper>
  );
}

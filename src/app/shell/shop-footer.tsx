import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { shopBrand } from '../../../engine';
import type { BrandValue } from '../../../engine';
import { onPhone, PAGE_GUTTER, TAP_TARGET_MIN } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { Icon } from '../../components/icons';
import { useShop } from '../../shop/shop-context';
import { helpArticlePath, shopPath } from '../../shop/shop-paths';
import { shownColumns, useServiceContact } from '../../shop/use-service-contact';
import { useShopBrand } from '../../shop/use-shop-brand';
import { logEvent } from '../../lib/log';

const Wrapper = styled.footer<{ $background: string; $text: string }>`
  margin-top: 40px;
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  font-size: 13px;
  a {
    color: inherit;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  ${onPhone} {
    margin-top: 24px;
  }
`;

const Service = styled(Container)`
  display: flex;
  gap: 48px;
  padding: 24px 0;
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  p {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
  }
  strong {
    font-size: 18px;
  }
  ${onPhone} {
    flex-direction: column;
    gap: 8px;
    padding: 16px 0;
  }
`;

const Columns = styled(Container)`
  display: flex;
  gap: 24px;
  padding: 28px 0;
  section {
    flex: 1;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 14px;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    line-height: 2;
  }
  /* Two columns of help groups, their links a finger's height apart. */
  ${onPhone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 16px;
    padding: 20px 0;
    a {
      display: inline-block;
      min-width: ${TAP_TARGET_MIN}px;
      min-height: ${TAP_TARGET_MIN}px;
    }
  }
`;

const Record = styled.p`
  margin: 0;
  padding: 14px 0 20px;
  text-align: center;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 12px;
  ${onPhone} {
    padding: 14px ${PAGE_GUTTER}px 20px;
  }
`;

/** A footer colour as the engine's shopBrand chose it; a gateway colour it refused is logged. */
function useFooterColour({ value, refused }: BrandValue<string>, field: string): string {
  useEffect(() => {
    if (!refused) return;
    console.warn(`${field} is not a hex colour:`, refused);
    logEvent({ type: 'event', name: 'footer.colour-fallback', detail: { field, refused } });
  }, [refused, field]);
  return value;
}

/**
 * The footer (spec 1 §1, §3): hotline, service hours, help-centre columns linking to their articles,
 * the record number, in the colours the help centre sets (or the profile's).
 */
export function ShopFooter() {
  const { mallPath, theme } = useShop();
  const { name } = useShopBrand();
  const { help, hotline, hours, recordNumber: record } = useServiceContact();
  const brand = shopBrand({ theme }, help?.customerService);
  const background = useFooterColour(brand.footerBackground, 'websiteBottomColor');
  const text = useFooterColour(brand.footerText, 'websiteBottomFontColor');
  return (
    <Wrapper $background={background} $text={text}>
      {(hotline || hours) && (
        <Service>
          {hotline && (
            <p>
              <Icon name="hotline" size={20} />
              客服热线：<strong>{hotline}</strong>
            </p>
          )}
          {hours && (
            <p>
              <Icon name="clock" size={20} />
              服务时间：{hours}
            </p>
          )}
        </Service>
      )}
      {help && help.parentColumnList.length > 0 && (
        <Columns as="nav" aria-label="帮助中心">
          {help.parentColumnList.map((group) => (
            <section key={group.columnName}>
              <h2>{group.columnName}</h2>
              <ul>
                {shownColumns(group).map((column) => (
                  <li key={column.id}>
                    <Link to={shopPath(mallPath, helpArticlePath(column.id))}>{column.columnName}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Columns>
      )}
      <Record>
        {record ? `${record} · ` : ''}
        {name}
      </Record>
    </Wrapper>
  );
}

// The title bar of the portal's page frames (List, Create, Edit: page-header.tsx dresses it as refine
// does), drawn as @ant-design/pro-layout's PageHeader, which refine's own page frames use: the same
// elements, class names and styles (pro-layout 7's PageHeader, ghost), registered with antd's style
// engine (@ant-design/cssinjs) under the theme's tokens. Why not pro-layout itself: its PageHeader
// brings @ant-design/pro-provider (its own theme layer and the texts of 30 languages) and a CommonJS
// copy of the icons, ~19 KB gzip on every list and record page, for a bar of a title and buttons.
// Compared with pro-layout's markup through refine's page frames (tests/unit/crud-*.test.tsx).
import { useStyleRegister, type CSSObject } from '@ant-design/cssinjs';
import { Avatar, ConfigProvider, Space, theme, type AvatarProps } from 'antd';
import { isValidElement, useCallback, useContext, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { PAGE_ACTIONS } from '../notice-top';

/** pro-layout's compact layout (the heading wraps) below this width of the header. */
const COMPACT_BELOW_PX = 768;

export interface PageHeaderProps {
  title?: ReactNode;
  subTitle?: ReactNode;
  tags?: ReactNode;
  extra?: ReactNode;
  avatar?: AvatarProps;
  backIcon?: ReactNode;
  onBack?: (e?: React.MouseEvent<HTMLDivElement>) => void;
  /** A rendered breadcrumb (what refine passes); the object form of pro-layout is not supported. */
  breadcrumb?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  prefixCls?: string;
  ghost?: boolean;
}

const ellipsis: CSSObject = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

function pageHeaderStyle(cls: string, token: ReturnType<typeof theme.useToken>['token']): CSSObject {
  return {
    [cls]: {
      boxSizing: 'border-box',
      margin: 0,
      padding: 0,
      color: token.colorText,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      listStyle: 'none',
      position: 'relative',
      backgroundColor: token.colorWhite,
      paddingBlock: 6,
      paddingInline: 16,
      '&&-ghost': { backgroundColor: 'transparent' },
      '&&-has-breadcrumb': { paddingBlockStart: token.paddingSM },
      '&&-has-footer': { paddingBlockEnd: 0 },
      '& &-back': {
        marginInlineEnd: token.margin,
        fontSize: 16,
        lineHeight: 1,
        '&-button': {
          fontSize: 16,
          color: token.colorTextHeading,
          outline: 'none',
          cursor: 'pointer',
          transition: `color ${token.motionDurationSlow}`,
          '&:focus, &:hover': { color: token.colorLinkHover },
          '&:active': { color: token.colorLinkActive },
        },
      },
      '& .ant-divider-vertical': { height: 14, marginBlock: 0, marginInline: token.marginSM, verticalAlign: 'middle' },
      '& &-breadcrumb + &-heading': { marginBlockStart: token.marginXS },
      '& &-heading': {
        display: 'flex',
        justifyContent: 'space-between',
        '&-left': { display: 'flex', alignItems: 'center', marginBlock: token.marginXS / 2, marginInline: 0, overflow: 'hidden' },
        '&-title': {
          marginInlineEnd: token.marginSM,
          marginBlockEnd: 0,
          color: token.colorTextHeading,
          fontWeight: 600,
          fontSize: token.fontSizeHeading4,
          lineHeight: `${token.controlHeight}px`,
          ...ellipsis,
        },
        '&-avatar': { marginInlineEnd: token.marginSM },
        '&-sub-title': {
          marginInlineEnd: token.marginSM,
          color: token.colorTextSecondary,
          fontSize: 14,
          lineHeight: token.lineHeight,
          ...ellipsis,
        },
        '&-extra': { marginBlock: token.marginXS / 2, marginInline: 0, whiteSpace: 'nowrap', '> *': { whiteSpace: 'unset' } },
      },
      '&-content': { paddingBlockStart: token.paddingSM },
      '&-footer': { marginBlockStart: token.margin },
      '&-compact &-heading': { flexWrap: 'wrap' },
    },
  };
}

export function PageHeader(props: PageHeaderProps) {
  const { title, subTitle, tags, extra, avatar, backIcon, onBack, breadcrumb, footer, children, className, style, ghost = true } = props;
  // The header is never wider than the window: a window narrower than the breakpoint (a phone) draws it
  // compact from the first paint. Starting wide and turning compact once observed moved the buttons to a
  // row of their own after the page was drawn, pushing the list down (Lighthouse mobile CLS on /accounts).
  const [compact, setCompact] = useState(() => typeof window !== 'undefined' && window.innerWidth < COMPACT_BELOW_PX);
  // The browser's ResizeObserver watches the header's width while it is mounted (none in jsdom).
  const observer = useRef<ResizeObserver | null>(null);
  const frame = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => setCompact((entry?.contentRect.width ?? COMPACT_BELOW_PX) < COMPACT_BELOW_PX));
    observer.current.observe(node);
  }, []);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { theme: antdTheme, token, hashId } = theme.useToken();
  const prefixCls = getPrefixCls('page-header', props.prefixCls);
  const wrap = useStyleRegister({ theme: antdTheme, token, path: ['ProLayoutPageHeader', prefixCls] }, () =>
    pageHeaderStyle(`.${prefixCls}`, token),
  );
  const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
  const heading = `${prefixCls}-heading`;
  const back =
    backIcon && onBack ? (
      <div className={cx(`${prefixCls}-back`, hashId)}>
        <div role="button" onClick={(e) => onBack(e)} className={cx(`${prefixCls}-back-button`, hashId)} aria-label={t('back')}>
          {backIcon}
        </div>
      </div>
    ) : null;
  const titleDom =
    title || subTitle || tags || extra ? (
      <div className={cx(heading, hashId)}>
        <div className={cx(`${heading}-left`, hashId)}>
          {back}
          {avatar && <Avatar {...avatar} className={cx(`${heading}-avatar`, hashId, avatar.className)} />}
          {title && (
            <span className={cx(`${heading}-title`, hashId)} title={typeof title === 'string' ? title : undefined}>
              {title}
            </span>
          )}
          {subTitle && (
            <span className={cx(`${heading}-sub-title`, hashId)} title={typeof subTitle === 'string' ? subTitle : undefined}>
              {subTitle}
            </span>
          )}
          {tags && <span className={cx(`${heading}-tags`, hashId)}>{tags}</span>}
        </div>
        {extra && (
          <span className={cx(`${heading}-extra`, hashId)} {...{ [PAGE_ACTIONS]: '' }}>
            <Space>{extra}</Space>
          </span>
        )}
      </div>
    ) : null;
  const breadcrumbDom = isValidElement(breadcrumb) ? breadcrumb : null;
  if (!breadcrumbDom && !titleDom && !footer && !children) return <div className={cx(hashId, `${prefixCls}-no-children`)} />;
  return wrap(
    <div
      ref={frame}
      className={cx(
        prefixCls,
        hashId,
        className,
        !!breadcrumbDom && `${prefixCls}-has-breadcrumb`,
        !!footer && `${prefixCls}-has-footer`,
        compact && `${prefixCls}-compact`,
        ghost && `${prefixCls}-ghost`,
      )}
      style={style}
    >
      {breadcrumbDom}
      {titleDom}
      {children && <div className={cx(`${prefixCls}-content`, hashId)}>{children}</div>}
      {footer && <div className={cx(`${prefixCls}-footer`, hashId)}>{footer}</div>}
    </div>,
  );
}

import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with React nodes in its placeholders: `fillNodes(t('Merge {from} into {into}?'),
 * { from: <b>{a}</b>, into: <b>{b}</b> })`. The sentence stays one catalogue key (a language orders its
 * words its own way) while the names in it keep their markup. A placeholder without a node stays as written.
 */
export function fillNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 0 ? part : part in nodes ? nodes[part] : `{${part}}`}</Fragment>);
}

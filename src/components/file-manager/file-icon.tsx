import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import { splitExtension } from '../../lib/storage-path';
import { t } from '../../lib/i18n';

const ICONS: [RegExp, typeof FileOutlined][] = [
  [/^pdf$/, FilePdfOutlined],
  [/^(jpe?g|png|gif|svg|webp|heic|heif|avif|bmp|tiff?)$/, FileImageOutlined],
  [/^(xlsx?|csv|ods)$/, FileExcelOutlined],
  [/^(docx?|odt|rtf)$/, FileWordOutlined],
  [/^(zip|7z|rar|gz|tgz)$/, FileZipOutlined],
  [/^(txt|md|json|xml)$/, FileTextOutlined],
];

/** A type icon for files without a thumbnail. */
export function FileIcon({ name }: { name: string }) {
  const { ext } = splitExtension(name);
  const Icon = ICONS.find(([re]) => re.test(ext))?.[1] ?? FileOutlined;
  return <Icon style={{ fontSize: 28 }} aria-label={ext ? t('{ext} file', { ext }) : t('File')} />;
}

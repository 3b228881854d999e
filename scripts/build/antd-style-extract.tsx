// Run by scripts/build/antd-static-style.ts in a child process with NODE_ENV=production (antd's class hash
// prefix is fixed when its style engine loads: `css-` in production, `css-dev-only-do-not-override-` else).
// Renders the antd components the portal draws on its pages under the portal's light theme, the way
// antd documents for server-side rendering (a cssinjs cache around renderToString), and prints the
// styles they registered as one CSS text, with antd's map of what it holds. Argument: the theme (its
// tokens and component tokens, src/theme.ts) as JSON.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  Layout,
  List,
  Pagination,
  Popover,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  theme,
  Tooltip,
  Typography,
} from 'antd';
import { renderToString } from 'react-dom/server';
import type { AntdTheme } from './antd-static-style';

const { token, components: componentTokens } = JSON.parse(process.argv[2] ?? '{}') as Partial<AntdTheme>;

/**
 * One of each antd component the portal's pages draw as they load (a tooltip's or a drawer's styles register
 * with the component, before it opens); dialogs, notices and menus opened later register theirs then.
 */
const components = (
  <>
    <Alert message="" />
    <Avatar />
    <Badge count={1} />
    <Breadcrumb items={[{ title: '' }]} />
    <Button />
    <Card />
    <Checkbox />
    <Row>
      <Col />
    </Row>
    <DatePicker />
    <Descriptions items={[{ label: '', children: '' }]} />
    <Divider />
    <Drawer />
    <Dropdown menu={{ items: [] }}>
      <span />
    </Dropdown>
    <Empty />
    <Flex />
    <Form>
      <Form.Item />
    </Form>
    <Image src="" />
    <Input />
    <Input.Search />
    <Layout />
    <List />
    <Pagination total={100} />
    <Popover content="">
      <span />
    </Popover>
    <Radio.Group optionType="button" options={['a']} />
    <Result />
    <Select />
    <Skeleton />
    <Space />
    <Space.Compact />
    <Spin />
    <Statistic />
    <Switch />
    <Table />
    <Tabs items={[{ key: 'a', label: '' }]} />
    <Tag />
    <Tag color="blue" />
    <Tooltip title="">
      <span />
    </Tooltip>
    <Typography />
  </>
);

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={{ token, components: componentTokens, algorithm: theme.defaultAlgorithm }}>{components}</ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true }));

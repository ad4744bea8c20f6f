import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Flex, Input, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpApi } from '../../api/help';
import { RichTextView } from '../../components/rich-text/RichTextView';

/**
 * The header's help: a drawer listing the platform's published help articles in the reader's language,
 * searchable, each opened in full. Fetched apart from the shell (`ShellHeader`), with operations' words.
 */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('operations.help.button')} onClick={() => setOpen(true)} data-testid="help-button" />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('operations.help.title')} size="large" destroyOnHidden data-testid="help-drawer">
        {open && <HelpContent />}
      </Drawer>
    </>
  );
}

function HelpContent() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [articleId, setArticleId] = useState<string | null>(null);
  const list = useQuery({ queryKey: ['help', 'list', keyword], queryFn: ({ signal }) => helpApi.list(keyword ? { keyword } : {}, signal) });
  const records = list.data?.records ?? [];
  if (articleId) return <HelpArticle id={articleId} onBack={() => setArticleId(null)} />;
  return (
    <>
      <Input.Search
        allowClear
        defaultValue={keyword}
        placeholder={t('operations.help.search')}
        aria-label={t('operations.help.search')}
        onSearch={(value) => setKeyword(value.trim())}
        data-testid="help-search"
        style={{ marginBottom: 16 }}
      />
      {list.isPending ? (
        <Spin />
      ) : // Plain rows, not antd's List: List brings its pagination and styles into a chunk every table page then loads.
      records.length === 0 ? (
        <Empty description={t('operations.help.empty')} />
      ) : (
        <Flex vertical gap="middle" role="list">
          {records.map((item) => (
            <div key={item.id} role="listitem" data-testid={`help-item-${item.id}`}>
              <Typography.Link onClick={() => setArticleId(item.id)} data-testid="help-open">
                {item.title}
              </Typography.Link>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t('punctuation.labelled', { label: t(`entity.helpArticle.values.category.${item.category}`), value: item.excerpt })}
              </Typography.Paragraph>
            </div>
          ))}
        </Flex>
      )}
    </>
  );
}

function HelpArticle({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const article = useQuery({ queryKey: ['help', 'get', id], queryFn: ({ signal }) => helpApi.get(id, signal) });
  return (
    <>
      <Button onClick={onBack} data-testid="help-back" style={{ marginBottom: 16 }}>
        {t('operations.help.back')}
      </Button>
      {!article.data ? (
        <Spin />
      ) : (
        <article data-testid="help-article">
          <Typography.Title level={4}>{article.data.title}</Typography.Title>
          <RichTextView html={article.data.body} />
        </article>
      )}
    </>
  );
}

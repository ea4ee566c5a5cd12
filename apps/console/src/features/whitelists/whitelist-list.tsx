import { useTranslation } from 'react-i18next';
import type { Whitelist } from '@mintfront/domain';
import { useDeleteWhitelist, useWhitelists } from '../../api/whitelists.ts';
import { NamedListPage } from '../../components/resource-table/named-list-page.tsx';
import { WhitelistFormModal } from './components/whitelist-form-modal.tsx';

/** Settings → Whitelists: name and number of addresses; create, edit, delete (spec doc 2 §3, §5). */
export default function WhitelistList() {
  const { t } = useTranslation('whitelists');
  return (
    <NamedListPage<Whitelist>
      ns="whitelists"
      testId="white"
      useRows={useWhitelists}
      useDelete={useDeleteWhitelist}
      columns={[
        { title: t('columns.name'), key: 'name', dataIndex: 'name' },
        { title: t('columns.num'), dataIndex: 'num', key: 'num' },
      ]}
      form={(whitelist, close) => <WhitelistFormModal whitelist={whitelist} onClose={close} />}
    />
  );
}

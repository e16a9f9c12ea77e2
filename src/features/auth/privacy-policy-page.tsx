import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/empty-state';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton } from '../../components/skeleton';
import { privacyRecordQuery } from '../../lib/api/endpoints/privacy';
import { useApiClient } from '../../shop/api-client';

/** The user centre's privacy agreement: the shop's current policy text. */
export default function PrivacyPolicyPage() {
  const api = useApiClient();
  const { data: record, isPending } = useQuery(privacyRecordQuery(api));
  if (isPending) return <Skeleton lines={8} />;
  if (!record?.privacyPolicyContent) return <EmptyState text="暂无隐私协议" />;
  return <SafeHtml html={record.privacyPolicyContent} />;
}

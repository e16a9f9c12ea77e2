import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton } from '../../components/skeleton';
import { pointsRuleQuery } from '../../lib/api/endpoints/account';
import { useApiClient } from '../../shop/api-client';

/** /userCenter/scorerule 积分规则 (F000300, points shops): the shop's points rules, server HTML made safe. */
export default function ScoreRulePage() {
  const api = useApiClient();
  const rule = useQuery(pointsRuleQuery(api));
  if (rule.isPending) return <Skeleton lines={6} label="积分规则加载中" />;
  if (rule.isError) return <LoadError message={rule.error.message} onRetry={() => void rule.refetch()} />;
  return <SafeHtml html={rule.data.content} />;
}

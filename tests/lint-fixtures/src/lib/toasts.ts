// expect: import-x/no-restricted-paths
import { toast } from '../components/toast';

export const saved = () => toast.success('保存成功');

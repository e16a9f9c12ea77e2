// What the budget page and the gateway's budget calls say (docs/budgets.md).

export const BUDGET_TEXT = {
  chooser: '部门/人员',
  chooserPlaceholder: '请选择部门或人员',
  searchPlaceholder: '输入部门或人员名称搜索',
  noMatch: '无匹配数据',
  noBudget: '所选部门或人员暂无预算',
  noOrders: '该预算暂无订单',
  /** At checkout, where neither the buyer nor their department has a budget for the period. */
  noBudgetAtCheckout: '本期未设置预算，本单不占用预算',
  notFound: '预算不存在',
  notEnabled: '本商城未开通预算管理',
  ownerMissing: '请选择部门或人员',
  overspent: '已超支',
  departmentPrefix: '部门预算',
  personPrefix: '个人预算',
} as const;

/** Words of the opening requests' screen (entity labels live in the shared dictionaries). */
export const agencyOpening = {
  actions: { approve: '审核通过', reject: '驳回', refile: '重新提交' },
  confirm: {
    approve: '确定审核通过？将开通该幼儿园及其管理员和终端账号。',
    refile: '确定重新提交该申请？',
  },
  reject: { title: '驳回开园申请：{{name}}', reason: '驳回原因', required: '请填写驳回原因', tooLong: '最多 {{max}} 个字', submit: '确定' },
};

export const login = {
  title: '账号登录',
  userName: '用户名',
  userNamePlaceholder: '请输入用户名',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  appType: '系统类型',
  submit: '登录',
  changePassword: '修改密码',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  failed: '登录失败',
};

// CSS modules map class names to generated ones; a missing class is simply undefined.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** The router's basename from Vite's base ('/admin/' → '/admin'; '/' stays '/'). */
export function routerBasename(base: string): string {
  return base.replace(/\/$/, '') || '/';
}

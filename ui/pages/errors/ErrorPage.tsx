// Placeholder: replaced by the real error page.
export function ErrorPage({ status, message }: { status: number; message: string; onTry?: () => void; standalone?: boolean }) {
  return <div><h1>{status}</h1><p>{message}</p></div>;
}

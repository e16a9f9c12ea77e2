export function App() {
  return <main>商城</main>;
}

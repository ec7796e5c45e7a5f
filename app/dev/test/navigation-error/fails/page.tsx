export default function FailingTestPage(): never {
  throw new Error("This test page always fails to render");
}

// /dev/test/navigation-error/fails: always throws while rendering on the server. Opened by a link it is a
// router error ('Navigation Error'); loaded directly it is an ordinary page error ('Something went wrong').
export default function FailingTestPage(): never {
  throw new Error("This test page always fails to render");
}

import FoundationEssentials
import NIOCore
import NIOHTTP1

#if canImport(Glibc)
  import Glibc
#endif

/// Answers the preview's plain HTTP requests: `GET /` the page (with `/page.css` and
/// `/page.js`), `GET /scene.svg` the latest
/// picture, `GET /NAME` a file the tour's door let in; every request first passes
/// `LoopbackPolicy` (403 otherwise), and anything else is 404, so that a foreign page learns
/// nothing. A `/ws` request that NIO did not upgrade lands here too and is refused.
///
/// One request is answered at a time (NIO's pipelining handler holds the next until this one's
/// end is written), and only while the connection is writable: a request that arrives while
/// the last answer still waits to be sent waits with it, so that a client that never reads
/// holds at most one answer in the preview. A file is sent from the disk (`FileRegion`), never
/// copied into memory for each request.
final class PreviewRoutes: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let hub: PreviewHub
  private let page: PreviewPage
  private let port: ListeningPort
  private let files: @Sendable (String) -> URL?
  private var pending: HTTPRequestHead?
  /// A request whose answer waits for the connection to be writable.
  private var waiting: HTTPRequestHead?

  init(hub: PreviewHub, page: PreviewPage, port: ListeningPort, files: @escaping @Sendable (String) -> URL?) {
    self.hub = hub
    self.page = page
    self.port = port
    self.files = files
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head): pending = head
    case .body: break
    case .end:
      guard let head = pending else { return }
      pending = nil
      guard context.channel.isWritable else {
        waiting = head
        return
      }
      respond(to: head, context: context)
    }
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable, let head = waiting {
      waiting = nil
      respond(to: head, context: context)
    }
    context.fireChannelWritabilityChanged()
  }

  private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
    let answer = answer(to: head)
    var headers = HTTPHeaders()
    for (name, value) in answer.headers { headers.add(name: name, value: value) }
    headers.add(name: "Content-Length", value: String(answer.file?.size ?? answer.body.count))
    headers.add(name: "Connection", value: head.isKeepAlive ? "keep-alive" : "close")
    let responseHead = HTTPResponseHead(version: .http1_1, status: answer.status, headers: headers)
    context.write(wrapOutboundOut(.head(responseHead)), promise: nil)
    if let file = answer.file {
      let region = FileRegion(fileHandle: file.handle, readerIndex: 0, endIndex: file.size)
      let sent = context.write(wrapOutboundOut(.body(.fileRegion(region))))
      sent.whenComplete { _ in try? file.handle.close() }
    } else {
      context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: answer.body)))), promise: nil)
    }
    let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
    if !head.isKeepAlive {
      let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
      done.whenComplete { _ in bound.value.close(promise: nil) }
    }
  }

  private func answer(to head: HTTPRequestHead) -> PreviewAnswer {
    let isUpgrade = head.headers["Upgrade"].first?.lowercased() == "websocket"
    guard port.allows(head, isUpgrade: isUpgrade) else { return .forbidden }
    guard head.method == .GET else { return .notFound }
    let path = head.path
    switch path {
    case "/":
      return PreviewAnswer(status: .ok, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(page.html.utf8))
    case "/page.css":
      return PreviewAnswer(status: .ok, headers: [("Content-Type", "text/css; charset=utf-8")], body: Array(page.css.utf8))
    case "/page.js":
      return PreviewAnswer(status: .ok, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: Array(page.script.utf8))
    case "/scene.svg":
      guard let svg = hub.latestSVG else { return .notFound }
      return PreviewAnswer(status: .ok, headers: [("Content-Type", "image/svg+xml")], body: Array(svg.utf8))
    case "/ws":
      return PreviewAnswer(
        status: .badRequest, headers: [("Content-Type", "text/plain; charset=utf-8")],
        body: Array("tourhost preview: /ws takes a WebSocket upgrade\n".utf8))
    default:
      guard let name = PercentDecoding.decoded(path.dropFirst()), let file = files(name), let opened = Self.open(file) else {
        return .notFound
      }
      var answer = PreviewAnswer(status: .ok, headers: [], body: [])
      answer.file = opened
      return answer
    }
  }

  /// A regular file opened to be sent, with its size: opened without waiting (a file swapped
  /// for a FIFO after the door let it in never blocks the event loop), and only if regular.
  private static func open(_ url: URL) -> (handle: NIOFileHandle, size: Int)? {
    let descriptor = Glibc.open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      _ = Glibc.close(descriptor)
      return nil
    }
    return (NIOFileHandle(_deprecatedTakingOwnershipOfDescriptor: descriptor), Int(status.st_size))
  }
}

/// One response: its status, headers and body (`Cache-Control: no-store` on every one).
struct PreviewAnswer {
  var status: HTTPResponseStatus
  var headers: [(String, String)]
  var body: [UInt8]
  /// A file sent as it is on the disk, instead of `body`.
  var file: (handle: NIOFileHandle, size: Int)?

  init(status: HTTPResponseStatus, headers: [(String, String)], body: [UInt8]) {
    self.status = status
    self.headers = headers + [("Cache-Control", "no-store")]
    self.body = body
  }

  static var forbidden: PreviewAnswer {
    PreviewAnswer(
      status: .forbidden, headers: [("Content-Type", "text/plain; charset=utf-8")],
      body: Array("tourhost preview: only its own page on this machine may use it\n".utf8))
  }

  static var notFound: PreviewAnswer { PreviewAnswer(status: .notFound, headers: [], body: []) }
}

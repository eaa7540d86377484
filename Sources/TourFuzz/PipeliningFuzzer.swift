import NIOCore
import NIOEmbedded
import TourHostKit
import TourHostLive
import TourPreview

/// Fuzz target `pipelining`: requests pipelined on one connection of the preview's real
/// pipeline (SwiftNIO's embedded channel), while the connection turns unwritable and writable
/// again, as a client that stops reading makes it. Whatever comes: no crash; no answer begins
/// while the connection is not writable (one answer at most is held for a client that does not
/// read; NIO's `400` to a request it cannot parse, after which the connection closes, is the
/// one exception); never more answers than requests; every status one the preview gives.
public enum PipeliningFuzzer {
  static let requests = [
    "GET / HTTP/1.1\r\nHost: 127.0.0.1:7357\r\n\r\n", "GET /scene.svg HTTP/1.1\r\nHost: 127.0.0.1:7357\r\n\r\n",
    "GET /page.js HTTP/1.1\r\nHost: 127.0.0.1:7357\r\n\r\n", "GET /missing.png HTTP/1.1\r\nHost: 127.0.0.1:7357\r\n\r\n",
    "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:7357\r\n\r\n", "HEAD / HTTP/1.1\r\nHost: 127.0.0.1:7357\r\n\r\n",
    "POST / HTTP/1.1\r\nHost: 127.0.0.1:7357\r\nContent-Length: 5\r\n\r\nhello", "GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n",
    "GET / HTTP/1.0\r\n\r\n", "GET / HTTP/1.1\r\nHost: 127.0.0.1:7357\r\nConnection: close\r\n\r\n", "\r\n", "GET /\r\n",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1:7357\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
  ]

  public static func run(_ bytes: [UInt8]) -> [String] {
    var data = FuzzedData(bytes)
    let channel = EmbeddedChannel()
    do {
      try PreviewPipeline.configure(channel, hub: PreviewFuzzer.hub, page: PreviewFuzzer.page, port: ListeningPort(7357), files: { _ in nil })
      try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 50_000)).wait()
    } catch {
      return ["the pipeline could not be made: \(error)"]
    }
    var found: [String] = []
    var sent = 0
    var answers = 0
    for _ in 0..<data.int(in: 1...40) where channel.isActive {
      switch data.int(in: 0...3) {
      case 0:
        channel.isWritable.toggle()
        channel.pipeline.fireChannelWritabilityChanged()
        // Answers held while it was not writable go out now that it is, read here so that
        // they are not taken for answers of a later step.
        let written = statuses(channel, &found)
        answers += written.count
        if !channel.isWritable, !written.isEmpty {
          found.append("answers began as the connection turned unwritable: \(written.joined(separator: ", "))")
        }
      default:
        let picked = (0..<data.int(in: 1...8)).map { _ in data.pick(requests) }
        let batch = picked.joined()
        // Each piece sent may be answered once (a line that is no request gets NIO's 400).
        sent += picked.count
        _ = try? channel.writeInbound(channel.allocator.buffer(string: batch))
        let written = statuses(channel, &found)
        answers += written.count
        // NIO's answer to a request it cannot parse, `400 Bad Request`, goes out whatever the
        // writability, and the connection closes after it: one answer, held at most once.
        let begun = written.filter { !$0.hasPrefix("HTTP/1.1 400 ") }
        if !channel.isWritable, !begun.isEmpty {
          found.append("answers began while the connection was not writable: \(begun.joined(separator: ", ")) for \(batch.debugDescription)")
        }
      }
    }
    channel.isWritable = true
    channel.pipeline.fireChannelWritabilityChanged()
    answers += statuses(channel, &found).count
    _ = try? channel.finish(acceptAlreadyClosed: true)
    if answers > sent + 1 { found.append("\(answers) answers to \(sent) requests") }
    _ = PreviewFuzzer.hub.takeRequests()
    return found
  }

  /// The status lines of the answers written since the last call; an unknown status is a
  /// finding.
  private static func statuses(_ channel: EmbeddedChannel, _ found: inout [String]) -> [String] {
    var output: [UInt8] = []
    while let out = try? channel.readOutbound(as: ByteBuffer.self) { output += out.readableBytesView }
    let lines = String(decoding: output, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/1.1 ") }
    for line in lines where !PreviewFuzzer.statuses.contains(String(line.dropFirst(9).prefix(3))) {
      found.append("an answer with status \(line)")
    }
    return lines
  }
}

import Foundation

/// nginx from the system (Debian's nginx, with its WebDAV module; `scripts/setup --test`
/// installs it) serving `nginx-cache.conf` on a free loopback port, in a temporary folder of
/// its own, for as long as the value lives.
public final class NginxCacheServer {
  /// The folder it serves and logs in.
  public let folder: TemporaryDirectory
  /// Its port on 127.0.0.1.
  public let port: Int
  private let process: Process

  /// Whether nginx is installed.
  public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: binary) }
  static let binary = "/usr/sbin/nginx"

  /// Starts nginx and waits until it accepts connections.
  public init() throws {
    folder = TemporaryDirectory()
    for name in ["data/cache", "data/private", "data/readonly", "body"] {
      try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
    }
    _ = folder.write("users", "ci:{PLAIN}secret\n")
    let template = try String(
      contentsOf: TourhostBinary.packageRoot.appendingPathComponent("Tests/TestSupport/Servers/nginx-cache.conf"), encoding: .utf8)
    var lastError = "nginx did not start"
    for _ in 0..<20 {
      let port = Int.random(in: 20_000..<60_000)
      if Self.accepts(port) { continue }
      let config = template.replacingOccurrences(of: "@PREFIX@", with: folder.url.path)
        .replacingOccurrences(of: "@PORT@", with: String(port))
        .replacingOccurrences(of: "@USER@", with: geteuid() == 0 ? "user root root;" : "")
      _ = folder.write("nginx.conf", config)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Self.binary)
      process.arguments = ["-p", folder.url.path, "-e", folder.url.path + "/error.log", "-c", folder.url.path + "/nginx.conf", "-g", "daemon off;"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      if Self.waitForPort(port, while: process) {
        self.port = port
        self.process = process
        return
      }
      process.terminate()
      process.waitUntilExit()
      lastError = (try? String(contentsOfFile: folder.url.path + "/error.log", encoding: .utf8)) ?? lastError
    }
    throw NginxError(message: lastError)
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
  }

  /// The address of one of the configuration's locations (`cache`, `private`, `broken`, `readonly`).
  public func url(_ location: String = "cache") -> String { "http://127.0.0.1:\(port)/\(location)" }

  /// The requests served so far, one `METHOD /path STATUS` a line.
  public var requests: [String] {
    ((try? String(contentsOfFile: folder.url.path + "/requests.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  /// The names of the entries stored under `location`.
  public func entries(_ location: String = "cache") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/data/" + location)) ?? []).sorted()
  }

  /// Why nginx did not start.
  public struct NginxError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  private static func waitForPort(_ port: Int, while process: Process) -> Bool {
    for _ in 0..<200 {
      if !process.isRunning { return false }
      if Self.accepts(port) { return true }
      usleep(10_000)
    }
    return false
  }

  private static func accepts(_ port: Int) -> Bool {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return false }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
    }
  }
}

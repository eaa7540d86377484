// swift-tools-version:6.0
import PackageDescription

/// Every module of the binaries in release builds: a generic type's metadata (a dictionary of
/// strings, an array of a module's structs) is got by calling its accessor, not by demangling
/// its name at its first use, which looked up each protocol conformance its parameters need
/// (`String: Hashable`) by scanning every conformance record of the binary: a tenth of a
/// one-mark run's start-up.
let releaseStartup: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]

/// The engine, the renderer and the bridge in release builds: compiled so that the modules
/// using them can inline and specialize their code (a mark's fields are accessors of another
/// module, read and written on every hook call), and without the run-time exclusivity checks of
/// their classes' properties (one at each access of the controller's and the effects'
/// properties: a twelfth of a mark). Debug builds, which the tests run, keep those checks.
let releaseEngine: [SwiftSetting] =
  releaseStartup + [.unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))]

/// The two binaries in release builds: linked by the toolchain's lld with packed relative
/// relocations (`DT_RELR`, glibc 2.36), so that the loader applies a bitmap of the binary's
/// 56,000 pointers instead of reading 1.3 MB of relocation entries at every start; and without
/// the `-export-dynamic` that the static standard library's link arguments add (14,000
/// symbols, which `dladdr` reads at every start when the runtime's backtracer looks for its
/// helper). They stay position-independent: a non-PIE binary starts 7 % faster but gives up
/// the randomized addresses of its own code.
let releaseLink: [LinkerSetting] = [
  .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"], .when(configuration: .release))
]

let package = Package(
  name: "tourhost",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "tourhost", targets: ["tourhost"]),
    .executable(name: "tourhost-live", targets: ["tourhost-live"]),
    .library(name: "TourCore", targets: ["TourCore"]),
    .library(name: "TourLua", targets: ["TourLua"]),
    .library(name: "TourImport", targets: ["TourImport"]),
    .library(name: "TourRender", targets: ["TourRender"]),
    .library(name: "TourPreview", targets: ["TourPreview"]),
    .library(name: "TourHostKit", targets: ["TourHostKit"]),
    .library(name: "TourHostLive", targets: ["TourHostLive"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/hummingbird-project/swift-websocket", from: "1.6.2"),
    // SHA-256 of a tour's files, for `tourhost check --cache` (already in the graph through
    // swift-websocket).
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
  ],
  targets: [
    // Lua 5.4 from the system (Debian: liblua5.4-dev), plus shim.h.
    .systemLibrary(
      name: "CLua",
      pkgConfig: "lua5.4",
      providers: [.apt(["liblua5.4-dev"])]
    ),
    // The text stack from the system: FreeType (Debian: libfreetype-dev), for measuring and
    // drawing text; FriBidi, HarfBuzz and fontconfig (libfribidi-dev, libharfbuzz-dev,
    // libfontconfig-dev) through CTextOnDemand.
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev", "libharfbuzz-dev", "libfribidi-dev", "libfontconfig-dev"])]
    ),
    // The text stack's libraries loaded with dlopen when first needed, so that a run starts
    // without them: ICU (Debian: libicu-dev, ICU 72) for line breaking by its line break
    // iterator, as browsers do it, and the digits and decimal separator of a locale's numbers;
    // FriBidi for text that is not left-to-right ASCII; fontconfig for a family a tour names;
    // HarfBuzz (and the GLib, Graphite and PCRE2 it links) for shaping. Their types stay inside
    // these C files (ICU's would clash, in Swift, with the copy of ICU that Foundation carries);
    // HarfBuzz's headers include FreeType's, where Debian's libfreetype-dev puts them.
    .target(name: "CTextOnDemand", cSettings: [.unsafeFlags(["-I/usr/include/freetype2"])]),
    // libxml2 from the system (Debian: libxml2-dev): the XML of captures and strings files, read
    // by its SAX parser, loaded with dlopen at the first document (as libcurl is): a run that
    // reads no XML starts without libxml2 and the ICU it links. Its headers are where Debian's
    // libxml2-dev puts them (`pkg-config --cflags libxml-2.0`); only the C file sees them.
    .target(name: "CXML", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
    // SQLite from the system (Debian: libsqlite3-dev): the remembered progress, loaded with
    // dlopen when the first database is opened, so that a run that keeps its progress in memory
    // starts without it.
    .target(name: "CSQLite"),
    // The parts of Lua's library that loop in C (pattern matching, string.rep, the table
    // library), from Lua 5.4.4's own sources, made to spend the instruction budget, so that a
    // pattern that backtracks for ever or a string.rep("", 1e12) is stopped like a loop is.
    .target(name: "CLuaBudget", dependencies: ["CLua"]),
    // HTTP requests for `tourhost check --cache URL`, through the system's libcurl (Debian:
    // libcurl4; its headers from libcurl4-openssl-dev), loaded with dlopen when the first request
    // is made: tourhost links no networking library, and starts as fast without one.
    .target(name: "CHTTPClient"),
    // The engine: geometry, screen model, layout, flow, touch routing. Pure Swift, no I/O.
    .target(name: "TourCore", swiftSettings: releaseEngine),
    // Pictures of a Scene (SVG), and the font metrics the pictures are drawn with.
    .target(name: "TourRender", dependencies: ["TourCore", "CFreeType", "CTextOnDemand"], swiftSettings: releaseEngine),
    // Real screens in: captures of app screens (Android, iOS) read into TourCore's screen model.
    .target(name: "TourImport", dependencies: ["TourCore", "CXML"], swiftSettings: releaseStartup),
    // The bridge: the only module that imports CLua.
    .target(name: "TourLua", dependencies: ["CLua", "CLuaBudget", "TourCore", "TourImport"], swiftSettings: releaseEngine),
    // The live preview: a loopback HTTP server with a page and a WebSocket (SwiftNIO).
    .target(
      name: "TourPreview",
      dependencies: [
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
      ],
      // The page's HTML, CSS and JavaScript, served as they are, built into the binary (no
      // folder of resources to keep beside it).
      resources: [.embedInCode("Page/page.html"), .embedInCode("Page/page.css"), .embedInCode("Page/page.js")],
      swiftSettings: releaseStartup),
    // swift-websocket's client driven from synchronous code: the tests and benchmarks talk to
    // the preview and to a browser's DevTools with it.
    .target(
      name: "BlockingWebSocket",
      dependencies: [.product(name: "WSClient", package: "swift-websocket")]),
    // The host: clocks, input commands, trace, the session, headless, watch and render runners.
    .target(
      name: "TourHostKit",
      dependencies: [
        "TourCore", "TourLua", "TourRender", "CHTTPClient", "CSQLite", .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: releaseStartup),
    // tourhost capture: a web page's elements and screenshot through headless Chromium's DevTools
    // protocol (swift-websocket's client). Only tourhost-live links it, with its NIO.
    .target(
      name: "TourCapture",
      dependencies: ["TourCore", "TourImport", "TourHostKit", "TourLua", .product(name: "WSClient", package: "swift-websocket")],
      swiftSettings: releaseStartup),
    // The interactive mode: the terminal, the live preview (TourPreview), hot reload on the
    // real clock. Only tourhost-live links it, so that tourhost has no HTTP server in it.
    .target(
      name: "TourHostLive", dependencies: ["TourCore", "TourLua", "TourRender", "TourPreview", "TourHostKit"], swiftSettings: releaseStartup),
    // The command line (swift-argument-parser), shared by both executables.
    .target(
      name: "TourhostCommands",
      dependencies: ["TourHostKit", "TourLua", "TourImport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: releaseStartup),
    // tourhost: everything but the interactive mode, which it hands over to tourhost-live. With
    // no HTTP server (and so no libcurl) linked in, and built with --static-swift-stdlib (as
    // scripts/demo and scripts/bench build it), a headless run starts in a few milliseconds.
    .executableTarget(
      name: "tourhost", dependencies: ["TourhostCommands", "TourHostKit"], swiftSettings: releaseStartup, linkerSettings: releaseLink),
    // tourhost-live: the same command line, with the interactive mode in the process.
    .executableTarget(
      name: "tourhost-live", dependencies: ["TourhostCommands", "TourHostKit", "TourHostLive", "TourCapture"], swiftSettings: releaseStartup,
      linkerSettings: releaseLink),
    // Benchmarks: of the built binary (reload latency, start-up, throughput, memory) and in-process
    // (hook overhead, layout); with the tests' servers and browser (TestSupport: nginx, Chromium).
    .executableTarget(
      name: "tourhost-bench",
      dependencies: [
        "BlockingWebSocket", "TourCore", "TourLua", "TourHostKit", "TourImport", "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // An app that embeds the engine (the libraries only, no command line): Examples/EmbeddedApp.
    .executableTarget(name: "embedded-app", dependencies: ["TourCore", "TourLua", "TourRender"], path: "Examples/EmbeddedApp"),
    // The rules a flow, a layout and a touch must keep, as checks (for fuzzers and property tests).
    .target(name: "TourInvariants", dependencies: ["TourCore"]),
    // The fuzz targets (input, layout, bridge) as plain functions: tourhost-fuzz runs them
    // under libFuzzer, the tests run the regression inputs through them.
    .target(
      name: "TourFuzz",
      dependencies: [
        "TourCore", "TourLua", "TourHostKit", "TourHostLive", "TourInvariants", "TourImport", "TourPreview", "TourRender",
        .product(name: "GRDB", package: "GRDB.swift"), .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
      ]),
    // libFuzzer's entry point when built by scripts/fuzz; otherwise runs saved inputs once.
    .executableTarget(name: "tourhost-fuzz", dependencies: ["TourFuzz"]),
    .target(
      name: "TestSupport",
      dependencies: [
        "TourCore", "TourLua", "TourHostKit", "TourRender", "BlockingWebSocket", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Tests/TestSupport", exclude: ["Servers/nginx-cache.conf"]),
    .testTarget(
      name: "TourCoreTests",
      dependencies: [
        "TourCore", "TestSupport", "TourInvariants", .product(name: "PropertyBased", package: "swift-property-based"),
      ], exclude: ["Strings/Fixtures"]),
    .testTarget(name: "TourLuaTests", dependencies: ["TourLua", "TourCore", "TestSupport"]),
    .testTarget(name: "TourImportTests", dependencies: ["TourImport", "TourCore"], exclude: ["Captures"]),
    .testTarget(name: "TourFuzzTests", dependencies: ["TourFuzz", "TourInvariants", "TourCore", "TestSupport"]),
    .testTarget(
      name: "TourRenderTests", dependencies: ["TourRender", "TourCore", "TestSupport"], exclude: ["Goldens"]),
    // Tests by kind, as swift-argument-parser keeps them: unit tests per module (in process),
    // then the built binaries end to end, in a real Chromium, and in a real terminal (tmux).
    .testTarget(name: "TourHostKitTests", dependencies: ["TourHostKit", "TourHostLive", "TourCore", "TourPreview", "TestSupport"]),
    .testTarget(name: "TourPreviewTests", dependencies: ["TourPreview"]),
    .testTarget(
      name: "TourhostCommandsTests",
      dependencies: ["TourhostCommands", "TourHostKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "TourHostKit", "TourCore", "TourPreview", "TestSupport", "tourhost", "tourhost-live", "embedded-app",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "BrowserTests", dependencies: ["TestSupport", "TourRender", "TourCore", "tourhost", "tourhost-live"], exclude: ["Fixtures"]),
    .testTarget(name: "TerminalTests", dependencies: ["TestSupport", "tourhost", "tourhost-live"]),
  ],
  swiftLanguageModes: [.v6]
)

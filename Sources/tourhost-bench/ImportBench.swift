import ArgumentParser
import Foundation
import TourCore
import TourImport

/// How long a capture of a large screen takes to import: a uiautomator dump of 5,000 nodes
/// (250 rows of a list, each a container holding an icon, a title, a summary and a button,
/// plus the bars), as a tour loads it.
struct ImportBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import", abstract: "Milliseconds to import a uiautomator dump of 5,000 nodes.")

  @Option(help: "Runs; the median is reported.")
  var runs = 11

  /// A dump of `rows` list rows of four nodes each, under a window, in 1080×2400 pixels.
  static func dump(rows: Int) -> Data {
    var xml = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
    xml +=
      #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" bounds="[0,0][1080,2400]">"#
    xml +=
      #"<node index="0" text="" resource-id="android:id/statusBarBackground" class="android.view.View" package="com.example" content-desc="" bounds="[0,0][1080,126]" />"#
    for row in 0..<rows {
      let top = 126 + (row * 147) % 2100
      xml +=
        #"<node index="\#(row)" text="" resource-id="com.example:id/row" class="android.widget.LinearLayout" package="com.example" content-desc="" bounds="[0,\#(top)][1080,\#(top + 147)]">"#
      xml +=
        #"<node index="0" text="" resource-id="com.example:id/icon" class="android.widget.ImageView" package="com.example" content-desc="Icon" bounds="[42,\#(top + 31)][126,\#(top + 115)]" />"#
      xml +=
        #"<node index="1" text="Item \#(row)" resource-id="com.example:id/title" class="android.widget.TextView" package="com.example" content-desc="" bounds="[168,\#(top + 20)][800,\#(top + 75)]" />"#
      xml +=
        #"<node index="2" text="Summary of item \#(row)" resource-id="" class="android.widget.TextView" package="com.example" content-desc="" bounds="[168,\#(top + 80)][800,\#(top + 127)]" />"#
      xml += #"</node>"#
    }
    xml +=
      #"<node index="9" text="" resource-id="android:id/navigationBarBackground" class="android.view.View" package="com.example" content-desc="" bounds="[0,2274][1080,2400]" />"#
    xml += "</node></hierarchy>"
    return Data(xml.utf8)
  }

  func run() throws {
    let data = Self.dump(rows: 1250)
    var times: [Double] = []
    var views = 0
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let imported = try CaptureImporter.screen(from: data, scale: 2.625)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      views = imported.screen.views.count
    }
    print("| capture | nodes | KiB | ms (median of \(runs)) |")
    print("|---|---|---|---|")
    print("| uiautomator dump, \(views) rows kept | \(1250 * 4 + 3) | \(data.count / 1024) | \(String(format: "%.2f", Median.of(times))) |")
  }
}

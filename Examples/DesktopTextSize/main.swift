// Follows the desktop's text size the way an app follows Dynamic Type: prints the size category
// now, then again each time the user changes the setting (GNOME Settings › Accessibility ›
// Large Text, `gsettings set org.gnome.desktop.interface text-scaling-factor 1.25`, KDE's font
// DPI, Xft.dpi). Run it with `swift run desktop-text-size-example`; stop it with Ctrl-C.
// Tests/CLITests/DesktopTextSizeTests.swift runs it on a private D-Bus daemon.
import DesktopSettings
import Foundation
import TypeSystem

for await reading in DesktopTextSize.updates() {
    let size = reading.category(for: .iOS) ?? .large
    let body = try Font.body.resolved(in: TypeEnvironment(platform: .iOS).dynamicTypeSize(size))
    var line = "\(size.rawValue)\tbody \(body.pointSize) pt\t\(reading.source.rawValue): \(reading.detail)"
    if let warning = reading.warning { line += "\twarning: \(warning)" }
    FileHandle.standardOutput.write(Data((line + "\n").utf8))  // unbuffered: one line per change
}

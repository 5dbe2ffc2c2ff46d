import DesktopSettings
import Foundation
import TypeSystem
import TypographyUIKit

extension DesktopTextSize {
    /// Keeps `UITraitCollection.current` at the desktop's text size, as UIKit's follows the device's:
    /// sets ``TypographyUIKit/UITraitCollection/systemPreferredContentSizeCategory`` to the desktop's
    /// category on iOS now and at each change, which posts `UIContentSizeCategory.didChangeNotification`.
    /// UIKit needs no such call (its app object does this); here the app calls it once and keeps the
    /// observation (changes stop when it is cancelled or released).
    public static func followInUIKit(environment: [String: String] = ProcessInfo.processInfo.environment,
                                     pollInterval: Duration = .milliseconds(500)) -> Observation {
        observe(environment: environment, pollInterval: pollInterval, includingCurrent: true) { size in
            UITraitCollection.systemPreferredContentSizeCategory = UIContentSizeCategory(size.category(for: .iOS))
        }
    }
}

#if canImport(UIKit)
import PageNavigationHost
import UIKit

@_spi(DeviceChecks)
extension PageNavigationController {
    /// The library's own objects this controller made: the host, its platform, the swipe gate and the
    /// library's pan. The lifetime checks assert that each is freed with the controller.
    public var libraryObjects: [AnyObject] { [host, host.platform, gate, panRecognizer, host.platform.fakeBars] }

    /// Whether the debugging tools run (debug builds).
    public var debuggingToolsRun: Bool { host.debugging != nil }
}
#endif

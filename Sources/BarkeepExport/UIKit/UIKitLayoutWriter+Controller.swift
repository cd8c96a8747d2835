internal import BarkeepCore

extension UIKitLayoutWriter {
    /// The navigation controller subclass: the preset's bar on every initializer, the bar laid out again
    /// on every transition, each screen's safe area extended, the legacy title adjustment.
    func writeController(into writer: inout SwiftSourceWriter) {
        writer.documentation(
            "A navigation controller using `\(barTypeName)` and the rest of preset `\(layout.name)`, whichever "
                + "initializer makes it. It lays the bar out again on every push, pop (the interactive one "
                + "too) and `setViewControllers`"
                + (extendsSafeArea ? ", and extends the safe area of every screen it shows." : "."))
        writer.line("@MainActor")
        writer.block("public final class \(controllerTypeName): UINavigationController") { writer in
            writer.documentation("The preset's bar class.")
            writer.line("public typealias Bar = \(barTypeName)")
            writer.line()
            writeInitializers(into: &writer)
            if parts.contains(where: { $0.geometry.strategy == .positionAdjustment }) {
                writer.line()
                writer.documentation("Applies the preset's title adjustment.")
                writer.block("public override func viewDidLoad()") { writer in
                    writer.line("super.viewDidLoad()")
                    writeByVersion(into: &writer) { part, _, writer in
                        if part.geometry.strategy == .positionAdjustment {
                            writer.line("(navigationBar as? Bar)?.applyTitleAdjustment()")
                        } else {
                            writer.comment("Preset `\(part.layout.name)` adjusts no title.")
                        }
                    }
                }
            }
            writeTransitions(into: &writer)
            writeRelayout(into: &writer)
            if extendsSafeArea { writeSafeAreaExtension(into: &writer) }
        }
    }

    /// `make(root:)` and the four designated initializers, each with the preset's bar where UIKit lets
    /// the subclass choose it.
    private func writeInitializers(into writer: inout SwiftSourceWriter) {
        writer.documentation("A controller showing `root` under the preset's bar.")
        writer.block("public static func make(root: UIViewController) -> \(controllerTypeName)") { writer in
            writer.line("\(controllerTypeName)(rootViewController: root)")
        }
        writer.line()
        writer.documentation("Shows `rootViewController` under the preset's bar.")
        writer.block("public override init(rootViewController: UIViewController)") { writer in
            writer.line("super.init(navigationBarClass: Bar.self, toolbarClass: nil)")
            writer.line("viewControllers = [rootViewController]")
        }
        writer.line()
        writer.documentation(
            "Uses the preset's bar, or the subclass of it `navigationBarClass` names; any other class is "
                + "replaced by the preset's bar.")
        writer.block("public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?)") {
            writer in
            writer.line("let barClass = (navigationBarClass as? Bar.Type) ?? Bar.self")
            writer.line("super.init(navigationBarClass: barClass, toolbarClass: toolbarClass)")
        }
        writer.line()
        writer.documentation(
            "The initializer UIKit's own initializers run through, so it keeps the bar they chose: called "
                + "directly (or as `init()`), it makes a plain `UINavigationBar`. Use `init(rootViewController:)` "
                + "or `make(root:)`.")
        writer.block("public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)") {
            writer in
            writer.line("super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)")
        }
        writer.line()
        writer.documentation(
            "From a storyboard, whose archive names the bar's class: set the navigation bar's Custom Class to "
                + "`\(barTypeName)` there (article 004). A debug build stops here when it is not.")
        writer.block("public required init?(coder: NSCoder)") { writer in
            writer.line("super.init(coder: coder)")
            writer.line(
                "assert(navigationBar is Bar, \"Set the navigation bar's Custom Class in the storyboard (article 004)\")"
            )
        }
    }

    /// Overrides of every way the stack changes, each laying the bar out again through the transition.
    private func writeTransitions(into writer: inout SwiftSourceWriter) {
        let extend = extendsSafeArea
        writer.line()
        writer.documentation(
            "Pushes `viewController`" + (extend ? " with its safe area extended" : "")
                + ", keeping the bar's layout through the transition.")
        writer.block(
            "public override func pushViewController(_ viewController: UIViewController, animated: Bool)"
        ) {
            writer in
            if extend { writer.line("extendSafeArea(of: viewController)") }
            writer.line("super.pushViewController(viewController, animated: animated)")
            writer.line("relayoutBarThroughTransition()")
        }
        writer.line()
        writer.documentation(
            "Replaces the stack" + (extend ? " with every screen's safe area extended" : "")
                + ", keeping the bar's layout through the transition; setting `viewControllers` lands here too."
        )
        writer.block(
            "public override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)"
        ) { writer in
            if extend { writer.line("viewControllers.forEach(extendSafeArea(of:))") }
            writer.line("super.setViewControllers(viewControllers, animated: animated)")
            writer.line("relayoutBarThroughTransition()")
        }
        let pops = [
            (
                "Pops the top screen", "popViewController(animated: Bool) -> UIViewController?",
                "super.popViewController(animated: animated)"
            ),
            (
                "Pops to `viewController`",
                "popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?",
                "super.popToViewController(viewController, animated: animated)"
            ),
            (
                "Pops to the root screen", "popToRootViewController(animated: Bool) -> [UIViewController]?",
                "super.popToRootViewController(animated: animated)"
            ),
        ]
        for (summary, signature, call) in pops {
            writer.line()
            writer.documentation(
                summary + ", keeping the bar's layout through the transition"
                    + (signature.hasPrefix("popViewController") ? ", the interactive one too." : "."))
            writer.line("@discardableResult")
            let head = "public override func \(signature)"
            if writer.indentation + head.count + 2 > SwiftLineBreaker.lineLength,
                let arrow = head.firstRange(of: " -> ")
            {
                // As `swift format` breaks a long signature: the result type on a line of its own.
                writer.line(String(head[..<arrow.lowerBound]))
                writer.indent { writer in writer.line(String(head[arrow.lowerBound...].dropFirst())) }
                writer.open("")
            } else {
                writer.open(head)
            }
            writer.lines(["let popped = \(call)", "relayoutBarThroughTransition()", "return popped"])
            writer.close()
        }
    }

    /// `viewWillAppear(_:)`, `viewDidLayoutSubviews()` and the re-layout they and the transitions share.
    private func writeRelayout(into writer: inout SwiftSourceWriter) {
        let resize = parts.contains { $0.isOn(.resizeOnAppear) }
        writer.line()
        writer.documentation("Lays the bar out at the preset's height before it appears.")
        writer.block("public override func viewWillAppear(_ animated: Bool)") { writer in
            writer.line("super.viewWillAppear(animated)")
            writer.line("relayoutBar()")
        }
        if extendsSafeArea {
            writer.line()
            writer.documentation(
                "Measures the safe area of the screens on view again after each layout: after rotation, on "
                    + "iPad, and for screens that arrived another way (a storyboard, the interactive pop).")
            writer.block("public override func viewDidLayoutSubviews()") { writer in
                writer.line("super.viewDidLayoutSubviews()")
                writer.line("viewControllers.forEach(extendSafeArea(of:))")
            }
        }
        writer.line()
        writer.documentation(
            "Lays the bar out again now, alongside the transition under way and when it ends or is cancelled: "
                + "UIKit lays the bar out at the system height during push and pop (article 001's first "
                + "listed problem; article 004 calls `sizeToFit()` in every screen's `viewWillAppear`).")
        writer.block("private func relayoutBarThroughTransition()") { writer in
            writer.line("relayoutBar()")
            writer.line("guard let coordinator = transitionCoordinator else { return }")
            writer.line("_ = coordinator.animate(")
            writer.indent { writer in
                writer.line("alongsideTransition: { _ in self.relayoutBar() },")
                writer.line("completion: { _ in self.relayoutBar() })")
            }
        }
        writer.line()
        writer.documentation(
            (resize
                ? "resizeOnAppear: sizes the bar to the preset's height (`sizeToFit()`, article 004), then lays "
                : "Lays ") + "it out" + (extendsSafeArea ? " and measures the screens' safe areas." : "."))
        writer.block("private func relayoutBar()") { writer in
            if resize { writer.line("navigationBar.sizeToFit()") }
            writer.line("navigationBar.setNeedsLayout()")
            writer.line("navigationBar.layoutIfNeeded()")
            if extendsSafeArea { writer.line("viewControllers.forEach(extendSafeArea(of:))") }
        }
    }

    /// Whether a part of the preset extends the safe area of the screens under the bar.
    var extendsSafeArea: Bool { parts.contains { $0.isOn(.extendSafeArea) } }

    /// `extendSafeArea(of:)`, by version when the preset has a fallback.
    private func writeSafeAreaExtension(into writer: inout SwiftSourceWriter) {
        writer.line()
        writer.documentation(
            "extendSafeArea: grows `screen`'s safe area so that its content starts below the taller bar, as "
                + "articles 001 and 004 do with `additionalSafeAreaInsets.top = barHeight - 44`, but measured "
                + "once the screen is in a window: the bar's bottom edge less where the screen's safe area "
                + "starts without the extension. So it is right on iPad (a 50 pt system bar), in iPhone "
                + "landscape (32 pt) and where UIKit already counts the taller bar (nothing is added). Until "
                + "then it adds `barHeight - baseHeight`. The controller calls it for every screen it shows.")
        writer.block("public func extendSafeArea(of screen: UIViewController)") { writer in
            writeByVersion(into: &writer, writeSafeArea)
        }
    }

    /// Writes `body` for the preset's own part, or, with a fallback, for each part behind an
    /// `if #available` of the fallback's end, each with the iOS version its code runs on at least.
    private func writeByVersion(
        into writer: inout SwiftSourceWriter,
        _ body: (LayoutPart, IOSVersion, inout SwiftSourceWriter) -> Void
    ) {
        guard let fallback = fallbackPart, let below = fallback.before else {
            body(own, deploymentTarget, &writer)
            return
        }
        writer.block("if #available(iOS \(below), *)", closer: " else {") { writer in
            body(own, max(deploymentTarget, below), &writer)
        }
        writer.indent { writer in body(fallback, deploymentTarget, &writer) }
        writer.line("}")
    }

    /// `extendSafeArea(of:)` for one part: `additionalSafeAreaInsets.top` of the screen, from iOS 11.
    private func writeSafeArea(_ part: LayoutPart, target: IOSVersion, into writer: inout SwiftSourceWriter) {
        if !part.isOn(.extendSafeArea) {
            writer.comment("Preset `\(part.layout.name)` does not extend the safe area.")
        } else if let before = part.before, before <= Self.safeAreaIntroduced {
            writer.comment(
                "extendSafeArea: additionalSafeAreaInsets needs \(Self.safeAreaIntroduced.name), so preset `\(part.layout.name)` cannot "
                    + "extend the safe area below iOS \(before).")
        } else {
            UIKitAvailability.guarded(Self.safeAreaIntroduced, target: target, into: &writer) { writer in
                writer.lines([
                    "var extra = Bar.\(heightName(of: part)) - Bar.baseHeight",
                    "if screen.isViewLoaded, let view = screen.view, view.window != nil {",
                    "    let barEdge = CGPoint(x: 0, y: navigationBar.bounds.height)",
                    "    let barBottom = navigationBar.convert(barEdge, to: view).y",
                    "    let ownTop = view.safeAreaInsets.top - screen.additionalSafeAreaInsets.top",
                    "    extra = navigationBar.isHidden ? 0 : barBottom - ownTop",
                    "}",
                    "let top = max(0, extra)",
                    "if abs(screen.additionalSafeAreaInsets.top - top) >= 0.5 {",
                    "    screen.additionalSafeAreaInsets.top = top",
                    "}",
                ])
            }
        }
    }
}

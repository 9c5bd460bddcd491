// SPDX-License-Identifier: MIT
//
//  AppDelegate.swift
//  Gallery
//
//  The app's entry point on iOS. `reel port` drops `@main` (the ported package has its own
//  `main.swift`), so this file compiles unchanged.

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let gallery = GalleryViewController()
        window.rootViewController = UINavigationController(rootViewController: gallery)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

// SPDX-License-Identifier: MIT
//
//  Photo.swift
//  Gallery

import UIKit

/// One picture of the gallery: a title, where it was taken, and the colour it is shown in.
struct Photo: Hashable {
    let title: String
    let place: String
    let hue: CGFloat

    var color: UIColor {
        UIColor(hue: hue, saturation: 0.55, brightness: 0.9, alpha: 1)
    }

    static let library: [Photo] = [
        Photo(title: "Harbour", place: "Sydney", hue: 0.58),
        Photo(title: "Dunes", place: "Namib", hue: 0.08),
        Photo(title: "Glacier", place: "Patagonia", hue: 0.52),
        Photo(title: "Lavender", place: "Provence", hue: 0.75),
        Photo(title: "Canyon", place: "Arizona", hue: 0.03),
        Photo(title: "Forest", place: "Black Forest", hue: 0.33),
        Photo(title: "Lagoon", place: "Bora Bora", hue: 0.47),
        Photo(title: "Tulips", place: "Lisse", hue: 0.95),
        Photo(title: "Aurora", place: "Tromsø", hue: 0.40),
        Photo(title: "Rice Terraces", place: "Bali", hue: 0.25),
        Photo(title: "Salt Flats", place: "Uyuni", hue: 0.62),
        Photo(title: "Volcano", place: "Iceland", hue: 0.0),
    ]
}

/// The gallery's sections.
enum GallerySection: Int, CaseIterable {
    case favourites, recents

    var title: String {
        switch self {
        case .favourites: return "Favourites"
        case .recents: return "Recents"
        }
    }
}

// SPDX-License-Identifier: MIT
import Foundation

/// SF Symbols names an app's code uses, each with the Material icon (`SymbolFont`) that shows the
/// same thing. A name not listed here is looked up in the icon font as it is.
public enum SymbolNames {
  /// SF Symbols name → Material icon name.
  public static let material: [String: String] = [
    "heart": "favorite_border", "heart.fill": "favorite", "star": "star_border",
    "star.fill": "star", "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
    "bell": "notifications_none", "bell.fill": "notifications", "bell.slash": "notifications_off",
    "magnifyingglass": "search", "house": "home", "house.fill": "home",
    "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
    "person.crop.circle": "account_circle", "person.crop.circle.fill": "account_circle",
    "person.2": "group", "person.2.fill": "group", "envelope": "mail_outline",
    "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone",
    "message": "chat_bubble_outline", "message.fill": "chat_bubble",
    "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
    "camera": "photo_camera", "camera.fill": "photo_camera", "photo": "image",
    "photo.fill": "image", "trash": "delete_outline", "trash.fill": "delete",
    "square.and.arrow.up": "ios_share", "square.and.arrow.down": "download",
    "paperplane": "send", "paperplane.fill": "send", "bookmark": "bookmark_border",
    "bookmark.fill": "bookmark", "wifi": "wifi", "airplane": "flight",
    "battery.100": "battery_full", "lock": "lock_outline", "lock.fill": "lock", "key": "vpn_key",
    "globe": "language", "location": "near_me", "location.fill": "near_me", "map": "map",
    "calendar": "calendar_today", "clock": "schedule", "alarm": "alarm",
    "music.note": "music_note", "play.fill": "play_arrow", "pause.fill": "pause",
    "stop.fill": "stop", "backward.fill": "fast_rewind", "forward.fill": "fast_forward",
    "plus": "add", "minus": "remove", "xmark": "close", "checkmark.circle": "check_circle_outline",
    "info.circle.fill": "info", "exclamationmark.triangle": "warning_amber",
    "exclamationmark.triangle.fill": "warning", "questionmark.circle": "help_outline",
    "cart": "shopping_cart", "cart.fill": "shopping_cart", "bag": "shopping_bag",
    "creditcard": "credit_card", "doc": "description", "doc.text": "description",
    "folder": "folder_open", "folder.fill": "folder", "pencil": "edit",
    "square.and.pencil": "edit_note", "link": "link", "moon": "dark_mode",
    "moon.fill": "dark_mode", "sun.max": "light_mode", "sun.max.fill": "light_mode",
    "cloud": "cloud_queue", "cloud.fill": "cloud", "icloud": "cloud_queue",
    "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up",
    "flag": "outlined_flag", "flag.fill": "flag", "eye": "visibility",
    "eye.slash": "visibility_off", "arrow.left": "arrow_back", "arrow.right": "arrow_forward",
    "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay",
    "arrow.up.arrow.down": "swap_vert", "chevron.left": "chevron_left",
    "chevron.right": "chevron_right", "chevron.up.chevron.down": "unfold_more",
    "chevron.backward": "chevron_left", "chevron.forward": "chevron_right",
    "ellipsis": "more_horiz",
    "list.bullet": "format_list_bulleted", "square.grid.2x2": "grid_view",
    "slider.horizontal.3": "tune", "line.3.horizontal.decrease": "filter_list",
    "mic": "mic_none", "mic.fill": "mic", "video": "videocam", "video.fill": "videocam",
    "speaker.wave.2": "volume_up", "speaker.slash": "volume_off", "figure.walk": "directions_walk",
    "car": "directions_car", "car.fill": "directions_car", "bicycle": "directions_bike",
    "tram": "tram", "cup.and.saucer": "local_cafe", "fork.knife": "restaurant",
    "gift": "card_giftcard", "tag": "local_offer", "sparkles": "auto_awesome", "bolt": "bolt",
    "bolt.fill": "bolt", "flame": "local_fire_department", "leaf": "eco", "qrcode": "qr_code",
    "printer": "print", "tray": "inbox", "archivebox": "archive", "hourglass": "hourglass_empty",
    "timer": "timer", "chart.bar": "bar_chart", "chart.pie": "pie_chart",
    "dollarsign.circle": "monetization_on", "graduationcap": "school", "book": "menu_book",
    "building.2": "apartment", "briefcase": "work_outline", "wrench": "build",
    "hammer": "handyman", "shield": "shield", "shield.fill": "shield",
    "accessibility": "accessibility", "textformat": "text_format",
    "music.mic": "mic_external_on", "hifispeaker": "speaker",
    "headphones": "headphones", "cloud.rain": "water_drop", "cloud.snow": "ac_unit",
    "cloud.bolt": "thunderstorm", "snow": "ac_unit", "wind": "air", "hurricane": "cyclone",
    "tropicalstorm": "storm", "umbrella": "umbrella", "drop": "water_drop",
  ]

  /// The view kind that draws the symbol `name`: one of Reel's own vector symbols, else the
  /// icon font's glyph for the mapped (or the same) name.
  public static func kind(forSystemName name: String) -> ContentView.Kind {
    if let symbol = Symbol(rawValue: name) { return .symbol(symbol) }
    return .fontSymbol(material[name] ?? name)
  }
}

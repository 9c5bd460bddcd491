import Reel

let label = Label()
label.text = "Hello"
label.font = .preferredFont(forTextStyle: .headline)
label.adjustsFontForContentSizeCategory = true
label.backgroundColor = .systemBackground
try ViewRenderer(appearance: .dark, contentSizeCategory: .accessibilityLarge)
  .write(label, to: URL(fileURLWithPath: "out/hello.png"))

// A model file that imports nothing (it needs nothing): its method without arguments becomes
// callable by a scene, and what reel port adds for that imports what it names.

final class CountsModel {
    var count = 0
    func reset() { count = 0 }
}

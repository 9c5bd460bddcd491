// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

// The traits live in ReelGeometry (the collection view has them too); these names keep working.
public typealias UserInterfaceStyle = ReelGeometry.UserInterfaceStyle
public typealias SystemVersion = ReelGeometry.SystemVersion
public typealias TraitCollection = ReelGeometry.TraitCollection

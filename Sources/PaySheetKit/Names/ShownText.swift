extension PaymentSheet {
  /// Refuses label arguments (codes and names filled into the catalog's text) and the card's
  /// last four digits when they hold what a name may not: merchant, app and card-network
  /// names are ``DisplayName`` values already, but these are plain strings a caller can
  /// build with anything in them.
  func refuseHiddenCharacters() throws(PaySheetError) {
    func check(_ label: SheetLabel?, _ field: String) throws(PaySheetError) {
      guard let label else { return }
      for (index, argument) in label.arguments.enumerated() {
        try DisplayName.refuseHiddenCharacters(in: argument, field: "\(field).arguments[\(index)]")
      }
    }
    for (index, item) in items.enumerated() {
      try check(item.label, "items[\(index)].label")
      if case .pending(_, let explanation) = item {
        try check(explanation, "items[\(index)].explanation")
      }
    }
    for (index, method) in shippingMethods.enumerated() {
      try check(method.label, "shippingMethods[\(index)].label")
      try check(method.detail, "shippingMethods[\(index)].detail")
    }
    if case .card(_, let lastFour) = confirmation {
      try DisplayName.refuseHiddenCharacters(in: lastFour, field: "confirmation.lastFour")
    }
  }
}

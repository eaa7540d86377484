return {
  { view = "search", text = "Find anything" },
  { view = "tabBar.profile", text = "Your profile" },
}

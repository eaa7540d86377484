-- The app's three screens, shared by its tours.
return { home = "screens/home.json", catalog = "screens/catalog.json", cart = "screens/cart.json" }

print("swipedeck")

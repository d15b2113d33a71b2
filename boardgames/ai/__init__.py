"""Bots, built only on the rules protocol: they see a seat's view and its legal actions."""

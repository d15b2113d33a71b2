"""Players' phones at the table: a small web server inside the app that gives each seat its own
page with its secrets and its secret choices, while the big screen shows only the table.

``keys`` holds the secret per seat, ``server`` the aiohttp server on its own thread, ``table``
ties a Match to it (the pygame loop stays the one owner of the Match), ``address`` finds the
computer's address on the local network and ``qr`` draws a seat's link as a QR code. Nothing here
imports pygame.
"""

"""boardgames: Titicaca, Cuzco, Titania and Tiwanaku on one computer.

``core`` is the pure rules layer, ``games`` holds one package per game, ``ai`` the bots and ``ui``
the pygame-ce shell.
"""

__version__ = "0.1.0"

"""The kit every table is built from: seats' plates and the banner, the move list, the result panel, the bot
driver and the hint's AI client, autosave, the hot-seat privacy curtain, and glide animations with easing.
A game's scene package composes these; nothing here knows a game's rules."""

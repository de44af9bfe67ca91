"""SET at the table, headless: the setup, and the session that runs timers, buzzers, hints and bots."""

"""HEADLESS. What sits between the rules and the screen: seats, table sessions (match, undo/redo, the move log,
words for the banner), the one-move helpers of the hints. No pygame; usable and testable on its own."""

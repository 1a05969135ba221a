"""dialogflows: task-oriented conversations on explicit finite-state machines."""

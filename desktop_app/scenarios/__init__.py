"""Scenario files: rules checked from a described position (see ``docs/scenarios.md``)."""

from desktop_app.scenarios.runner import Result, ScenarioError, find_scenarios, run_file

__all__ = ["Result", "ScenarioError", "find_scenarios", "run_file"]

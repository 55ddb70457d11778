"""The app's stack of scenes (:mod:`game.scene`): the top one has the input, the ones below
are paused, and a scene is made by name (:func:`game.scenes.make`)."""

from __future__ import annotations

from typing import Any

from game.scene import Scene


class SceneStack:
    """The scenes of the app, bottom first (:class:`game.app.App` is one).

    Attributes:
        scenes: the stack, the top last.
        closed: a scene left the stack since the app last released its memory
            (:func:`game.memory.release`).
    """

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.closed = False

    @property
    def top(self) -> Scene | None:
        """The scene that has the input, or None."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top (the one below is paused)."""
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        """Remove the top scene (the one below resumes) and return it."""
        scene = self.scenes.pop()
        scene.exit()
        self.closed = True
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out of the stack wherever it is (as :meth:`pop` when it is the top;
        nothing when it is not in the stack). A scene closes itself this way: a scene opened
        above it in the frame it asked to close must not leave it behind, still on the stack
        but done with its input, when that one closes."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()
            self.closed = True

    def replace(self, scene: Scene) -> None:
        """Replace the whole stack with ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
            self.closed = True
        self.push(scene)

    def show(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Replace the whole stack with the scene named ``name`` (see :func:`game.scenes.make`)."""
        from game.scenes import make

        scene = make(self, name, *args, **kwargs)
        self.replace(scene)
        return scene

    def open(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Push the scene named ``name`` on top (see :func:`game.scenes.make`)."""
        from game.scenes import make

        scene = make(self, name, *args, **kwargs)
        self.push(scene)
        return scene

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of class ``kind`` in the stack, or None."""
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

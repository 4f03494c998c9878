"""What the computer-player tests share: a whole turn of the computer, asked for step by step."""


def whole_turn(choose_move, state, level, seed=1, **budget):
    """``(steps as text, state after)``: each step asked for in turn, as the play page does, and each legal."""
    steps, mover = [], state.to_move
    while True:
        move = choose_move(state, level, seed=seed, **budget)
        assert str(state.check(move)) == str(move)
        steps.append(str(move))
        state = state.play(move)
        if state.is_over() or state.turn_over() or state.to_move != mover:
            return steps, state

"""Pallanguzhi in French: the French text of every message of :mod:`.words` (``WORDS``) and of
:mod:`.puzzle` (``PUZZLE``), under the same ids and with the same ``{values}``.

Plain data, importing nothing. The terms are the game's own French ones, kept throughout: graine,
trou, rangée, bol, camp (Sud, Nord, said as names, without an article), semer; a turn is a *tour*,
each sowing from one picked hole a *semaille* (a turn is one semaille or a chain of them: the
*relais*), a capture a *prise*, a round a *manche*, the pasu stays *pasu*. ``\\u202f`` is the narrow
no-break space French puts before ``: ; ? !`` and inside « ».

>>> WORDS["seeds"].format(n=7), WORDS["pick"].format(mover="Sud", seeds="5 graines", hole="S1")
('7 graines', 'Sud prend 5 graines dans S1.')
"""

WORDS = {
    # counted nouns and names
    "seed": "{n} graine", "seeds": "{n} graines",
    "lap": "{n} semaille", "laps": "{n} semailles",
    "turn": "{n} tour", "turns": "{n} tours",
    "side_south": "Sud", "side_north": "Nord",
    # the rule variants of ``initial_state``
    "option_stall_limit": "Tours sans graine gagnée avant la fin de la manche",
    "option_max_rounds": "Nombre maximal de manches",
    "option_max_turns": "Nombre maximal de tours",
    "option_max_laps": "Nombre maximal de semailles en un tour",
    # moves
    "move": "semer les graines de {hole}",
    "not_a_hole": "{text} n’est pas un trou\u202f: écrivez S1..S7 ou N1..N7",
    "game_over": "la partie est finie\u202f: commencez-en une autre pour rejouer",
    "not_your_hole": "{hole} est un trou de {owner}\u202f: {mover} sème depuis sa propre rangée, de {first} à {last}",
    "closed": "{hole} est fermé pour cette manche\u202f: on ne sème pas depuis un trou fermé",
    "empty": "{hole} est vide\u202f: choisissez un trou qui contient au moins une graine",
    "first_hint": "Regardez le trou {hole}.",
    # the steps of a turn (events) and its summary
    "pick": "{mover} prend {seeds} dans {hole}.",
    "relay": "Relais\u202f: la semaille {lap} repart de {hole} avec {seeds}.",
    "sow": "Une graine dans {hole}.",
    "pasu_own": "Pasu\u202f: {hole} atteint 4 et {owner}, qui sème et à qui est le trou, prend les 4 graines.",
    "pasu_other": "Pasu\u202f: {hole} atteint 4 et {owner}, à qui est le trou, prend les 4 graines.",
    "endless_repeat": "Tour sans fin\u202f: après {laps}, le plateau et le trou à semer reviennent tels qu’ils étaient\u202f; "
                      "le tour s’arrête donc ici, sans prise.",
    "endless_cap": "Tour sans fin\u202f: après {laps}, le maximum pour un tour ({count}), le tour s’arrête ici, sans prise.",
    "capture": "{empty} est vide, donc {mover} prend le contenu de {target}\u202f: {seeds}.",
    "capture_nothing": "{empty} est vide, et {target} aussi\u202f: rien n’est pris.",
    "round_end_ran_out": "{side} n’a plus de graine à semer, la manche est donc finie. Les graines restées sur le plateau "
                         "vont au camp de leur rangée (Sud {south}, Nord {north}).",
    "round_end_endless": "La manche est finie. Les graines restées sur le plateau vont au camp de leur rangée "
                         "(Sud {south}, Nord {north}).",
    "round_end_stall": "{turns} sans qu’aucune graine n’arrive dans un bol\u202f: la manche est finie. Les graines restées "
                       "sur le plateau vont au camp de leur rangée (Sud {south}, Nord {north}).",
    "refill": "Manche {round}\u202f: chaque camp remplit ses trous depuis son bol, 5 graines par trou. {starter} sème en premier.",
    "refill_closed": "Manche {round}\u202f: chaque camp remplit ses trous depuis son bol, 5 graines par trou. "
                     "Fermés pour cette manche\u202f: {closed}. {starter} sème en premier.",
    "lost_refill": "{loser} ne peut pas remplir un seul trou et perd la partie.",
    "limit_rounds_draw": "La partie a atteint sa limite de manches. Bols égaux\u202f: partie nulle.",
    "limit_rounds_win": "La partie a atteint sa limite de manches. {winner} a le bol le plus plein et gagne, {high} à {low}.",
    "limit_turns_draw": "La partie a atteint sa limite de tours. Bols égaux\u202f: partie nulle.",
    "limit_turns_win": "La partie a atteint sa limite de tours. {winner} a le bol le plus plein et gagne, {high} à {low}.",
    "laps_done": "{laps}.",
    # the position in words
    "bowls": "Bols\u202f: Sud {south}, Nord {north}.",
    "to_move": "À {mover} de jouer. Manche {round}, tour {turn}. {bowls}",
    "to_move_stalling": "À {mover} de jouer. Manche {round}, tour {turn}. {bowls} {turns} sans qu’aucune graine "
                        "n’arrive dans un bol (la manche s’arrête à {limit}).",
    "won_refill": "{winner} gagne\u202f: {loser} n’a pas pu remplir un seul trou en début de manche. {bowls}",
    "won_rounds": "{winner} gagne avec le bol le plus plein\u202f: la table a arrêté la partie après sa dernière manche. {bowls}",
    "won_turns": "{winner} gagne avec le bol le plus plein\u202f: la table a arrêté une très longue partie. {bowls}",
    "draw_refill": "Partie nulle\u202f: aucun camp n’a pu remplir un seul trou en début de manche. {bowls}",
    "draw_rounds": "Partie nulle\u202f: les bols étaient égaux quand la table a arrêté la partie après sa dernière manche. {bowls}",
    "draw_turns": "Partie nulle\u202f: les bols étaient égaux quand la table a arrêté une très longue partie. {bowls}",
    # the line under the play page's board
    "counters": "Manche {round} · tour {turn} · bols\u202f: Sud {south}, Nord {north}.",
    "counters_stalling": "Manche {round} · tour {turn} · bols\u202f: Sud {south}, Nord {north} · {stall} d’affilée sans "
                         "qu’aucune graine n’arrive dans un bol (la manche s’arrête à {limit}).",
    # puzzles
    "goal_capture": "{side} joue\u202f: gagnez au moins {n} graines pendant ce tour.",
    "goal_capture_result": "{turn} rapporte {seeds}\u202f; il en faut au moins {n}.",
    # the drawing
    "hole_closed": "{hole}, fermé",
    "hole_seeds": "{hole}, {seeds}",
    "board": "Plateau de Pallanguzhi. Rangée de Nord, de N7 à N1\u202f: {north}. Rangée de Sud, de S1 à S7\u202f: {south}. "
             "Bol de Sud\u202f: {south_bowl}\u202f; bol de Nord\u202f: {north_bowl}.",
    "board_status": "Plateau de Pallanguzhi. Rangée de Nord, de N7 à N1\u202f: {north}. Rangée de Sud, de S1 à S7\u202f: "
                    "{south}. Bol de Sud\u202f: {south_bowl}\u202f; bol de Nord\u202f: {north_bowl}. {status}",
    "frame": "{say} {board}",
    "in_hand": "En main\u202f: {seeds}",
    "bowl": "Bol de {side}, {seeds}",
    "mark_pasu": "pasu", "mark_capture": "prise", "mark_endless": "arrêt", "mark_pick": "départ", "mark_relay": "relais",
    # the computer
    "unknown_level": "niveau inconnu {level}\u202f: choisissez easy, medium, hard ou expert",
    "no_move": "la partie est finie\u202f: il n’y a plus de coup à choisir",
    # positions that cannot be read
    "not_an_object": "une position doit être un objet JSON",
    "unknown_options": "option inconnue dans {options}",
    "unknown_option": "option inconnue {name}",
    "parts": "une position de Pallanguzhi a de 4 à 6 parties séparées par «\u202f-\u202f», pas {n}",
    "bowls_parts": "les bols s’écrivent en 2 parties séparées par un point, pas {n}",
    "turn_parts": "le champ du tour a 5 parties séparées par des points, pas {n}",
    "result_code": "le résultat commence par s, n ou d, pas par {code}",
    "option_pairs": "les options s’écrivent par paires nom.valeur",
    "side_code": "un camp s’écrit s ou n, pas {code}",
    "bad_bowl": "un bol contient un nombre entier de graines, pas {text}",
    "bad_round": "la manche est un nombre entier, pas {text}",
    "bad_stall": "le compte des tours sans gain est un nombre entier, pas {text}",
    "bad_turns": "le compte des tours est un nombre entier, pas {text}",
    "bad_seeds": "un trou contient un nombre entier de graines, pas {text}",
    "bad_option": "l’option {name} prend un nombre entier, pas {text}",
    "row_length": "la rangée de {side} a {holes} trous, pas {n}",
    "board_halves": "écrivez le plateau «\u202fS1 … S7 | N1 … N7\u202f», avec un seul «\u202f|\u202f» entre les rangées",
    "bad_bowls_field": "les bols sont deux nombres entiers (Sud Nord), pas {text}",
    "hole_count": "ce plateau a {n} trous, pas {holes}",
    "hole_content": "{hole} doit contenir un nombre entier de graines (0 ou plus), pas {value}",
    "bowls_content": "les bols sont deux nombres entiers (Sud, Nord), pas {value}",
    "sides": "le camp qui joue et celui qui a commencé la manche s’écrivent «\u202fsouth\u202f» ou «\u202fnorth\u202f»",
    "over_round": "elle en est à la manche {value}, mais la table arrête une partie après la manche {most}",
    "over_turns": "elle en est au tour {value}, mais la table arrête une partie après {most} tours",
    "over_stall": "elle compte {value} tours sans qu’aucune graine n’arrive dans un bol, plus qu’une manche n’en permet ({most})",
    "whole_round": "la manche est un nombre entier à partir de 1, pas {value}",
    "whole_stall": "le compte des tours sans gain est un nombre entier, pas {value}",
    "whole_turns": "le compte des tours est un nombre entier, pas {value}",
    "seed_total": "le plateau et les bols contiennent {n} graines\u202f; une partie en a toujours {total}",
    "closed_right": "les trous fermés de {side} sont les derniers de sa rangée\u202f: on remplit depuis la gauche",
    "no_open_hole": "{side} n’a aucun trou ouvert\u202f: ce camp aurait déjà perdu",
    "reason_in_play": "une partie en cours n’a pas de raison de fin",
    "stuck": "{side} doit jouer mais n’a aucune graine à semer\u202f: la manche serait finie",
    "unknown_result": "résultat inconnu {result} ({reason})",
}

PUZZLE = {
    "over": "{side} joue\u202f: gagnez au moins {n} graines en vos {turns} prochains tours, quoi que fasse {opponent}.",
    "area_first": "Regardez les trois premiers trous de votre rangée.",
    "area_middle": "Regardez les trois trous du milieu de votre rangée.",
    "area_last": "Regardez les trois derniers trous de votre rangée.",
    # the themes: a name, one sentence for readers, the idea a first hint gives
    "pasu_name": "Pasu",
    "pasu_words": "Un de vos trous atteint quatre graines pendant la semaille, et ces quatre graines sont à vous aussitôt.",
    "pasu_idea": "Repérez où votre semaille porte un de vos trous à quatre graines\u202f: chaque pasu vous rapporte.",
    "relay_name": "Relais",
    "relay_words": "La dernière graine tombe juste avant un trou garni, d’où la semaille repart\u202f: trois semailles ou plus.",
    "relay_idea": "Suivez les graines au-delà de la première semaille\u202f: quand la dernière tombe avant un trou garni, "
                  "tout repart de là.",
    "long-lap_name": "Grand tour",
    "long-lap_words": "Une semaille emporte quatorze graines ou plus et fait tout le tour du plateau.",
    "long-lap_idea": "Un trou bien rempli sème sur tout le tour du plateau\u202f: comptez où tombe sa dernière graine.",
    "round-end_name": "Fin de manche",
    "round-end_words": "Le tour vide la rangée d’en face et met fin à la manche.",
    "round-end_idea": "Pensez à ce qui se passe quand la rangée d’en face n’a plus de graines.",
    "quick-capture_name": "Prise rapide",
    "quick-capture_words": "Le tour s’arrête après une ou deux semailles, devant un trou vide, et les graines du trou "
                           "suivant sont gagnées.",
    "quick-capture_idea": "Cherchez un tour court qui s’arrête juste devant un trou vide\u202f: le trou d’après est pour vous.",
    "preparation_name": "Préparation",
    "preparation_words": "Le premier tour gagne moins qu’il ne pourrait, pour grossir le suivant quoi que fasse l’adversaire.",
    "preparation_idea": "La plus grosse prise immédiate n’est pas la bonne\u202f: cherchez un tour qui prépare le suivant.",
}

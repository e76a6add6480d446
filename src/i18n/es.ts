import type { Messages } from './types';

/** Spanish. Loaded only when chosen. */
export const es = {
  common: {
    close: 'Cerrar',
  },
  app: {
    navSwap: 'Intercambiar',
    navHistory: 'Historial',
  },
  health: {
    unavailable:
      'El servicio de intercambio no está disponible ahora. {error} Reintentando cada {seconds} s…',
  },
  service: {
    timeout: 'El servicio no respondió a tiempo.',
    unreachable: 'No se pudo contactar con el servicio.',
    serverError: 'El servicio informó de un error (HTTP {status}).',
    errorPage: 'El servicio respondió con una página de error (HTTP {status}).',
    unreadable: 'El servicio envió una respuesta que el widget no puede leer.',
    busy: 'El servicio está saturado.',
    busyRetry: 'El servicio está saturado; nuevo intento en {seconds} s.',
  },
  offline: {
    banner:
      'No tienes conexión. Un intercambio en curso continúa en el servicio; el widget volverá a comprobarlo cuando vuelvas a estar en línea.',
  },
  boundary: {
    failed: 'Esta parte del widget dejó de funcionar.',
    retry: 'Reintentar',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'Ayuda',
    title: 'Ayuda',
    noticeTitle: 'Cuidado con el soporte falso',
    noticeFirst: 'El soporte de Portage nunca te escribe primero.',
    noticeSecret: 'Nunca te pide tu frase de recuperación ni tu clave privada.',
    noticeLink: 'Nunca te envía un enlace para «validar», «sincronizar» o «restaurar» una billetera.',
    noticeScam: 'Quien lo haga es un estafador.',
    contactPartner: 'Contactar con el soporte de {site}',
    contactSite: 'Para obtener ayuda, contacta con el sitio donde encontraste este widget.',
    give: 'Da al soporte el ID del intercambio y la información de diagnóstico: es todo lo que necesita.',
    swapId: 'ID del intercambio',
    copyId: 'Copiar ID del intercambio',
    copyDiagnostics: 'Copiar información de diagnóstico',
    diagnosticsHint:
      'El ID del intercambio, sus estados con sus horas, los hashes de las transacciones, las redes y la versión de este widget. Nada de esto puede mover tu dinero.',
    diagnosticsLabel: 'Información de diagnóstico',
    copyFallback:
      'Tu navegador no dejó copiar al widget. El texto de abajo está seleccionado: cópialo con Ctrl+C (⌘C en Mac).',
  },
  copy: {
    copied: 'Copiado',
    failed: 'Selecciona y copia',
  },
  sandbox: {
    simulateDeposit: 'Sandbox: simular el depósito',
  },
  storage: {
    notice:
      'Esta página no puede guardar datos en tu navegador, así que tu historial de intercambios no se conservará al recargar. Guarda el ID del intercambio para volver a encontrarlo.',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'Encontrar mi intercambio',
    label: 'ID del intercambio o hash de la transacción de depósito',
    hint: 'Pega el ID del intercambio o el hash de la transacción que pagó su depósito.',
    submit: 'Buscar',
    searching: 'Buscando este intercambio…',
    opening: 'Intercambio encontrado. Abriéndolo…',
    empty: 'Introduce un ID de intercambio o el hash de una transacción de depósito.',
    spaces: 'Quita los espacios de dentro: un ID de intercambio o un hash no tiene ninguno.',
    malformed: 'Esto no es un ID de intercambio ni un hash de transacción: comprueba que se copió completo.',
    notFound: 'No hay ningún intercambio con este ID o hash de transacción.',
    failed: 'No se pudo buscar el intercambio. {problem}',
  },
  adopt: {
    title: '¿Es tuyo este intercambio?',
    paysOut:
      'Este intercambio no está en el historial de este navegador. Paga a {address} en {network}, en {token}. ¿Es tuyo este intercambio?',
    add: 'Sí, añadirlo a mi historial',
    added: 'Este intercambio ya está en tu historial.',
    noPayout:
      'Este intercambio no indica ninguna dirección de pago, así que no se puede añadir a tu historial.',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'Intercambios de tus billeteras',
    intro:
      'Intercambios que el servicio conoce para tus billeteras conectadas y que este navegador no muestra arriba: hechos en otro navegador o app.',
    loading: 'Buscando los intercambios de tus billeteras…',
    empty: 'El servicio no conoce otros intercambios de tus billeteras.',
    listed: {
      one: '{count} intercambio de tus billeteras en la lista.',
      many: '{count} de intercambios de tus billeteras en la lista.',
      other: '{count} intercambios de tus billeteras en la lista.',
    },
    error: 'No se pudieron cargar los intercambios de tus billeteras. {reason}',
    moreError: 'No se pudieron cargar más intercambios de tus billeteras. {reason}',
    retry: 'Reintentar',
    retrying: 'Reintentando…',
    showMore: 'Mostrar más',
    loadingMore: 'Cargando más…',
  },
  history: {
    title: 'Tus intercambios',
    empty: 'Los intercambios que hagas en este navegador aparecerán aquí.',
    route: '{sourceNetwork} → {destinationToken} en {destinationNetwork}',
    status: {
      created: 'Creado',
      user_transfer_pending: 'Esperando el depósito',
      user_transfer_delayed: 'Depósito retrasado',
      ls_transfer_pending: 'Enviando',
      completed: 'Completado',
      failed: 'Fallido',
      expired: 'Caducado',
      cancelled: 'Cancelado',
      refunding: 'Reembolsando',
      refunded: 'Reembolsado',
      inProgress: 'En curso',
    },
  },
  errors: {
    generic: 'Algo salió mal.',
    thisToken: 'este token',
    minimum: 'El mínimo para esta ruta es {min} {token}.',
    belowMinimum: 'Este importe está por debajo del mínimo para esta ruta.',
    maximum: 'El máximo para esta ruta es {max} {token}.',
    aboveMaximum: 'Este importe supera el máximo para esta ruta.',
    dailyLimit: 'Se ha alcanzado el límite diario de {token}. Prueba con un importe menor o vuelve mañana.',
    dailyLimitOn:
      'Se ha alcanzado el límite diario de {token} en {network}. Prueba con un importe menor o vuelve mañana.',
    priceImpact:
      'El impacto en el precio de este intercambio es demasiado alto. Prueba con un importe menor.',
    insufficientFunds:
      'El servicio no puede cubrir este importe en este momento. Prueba con un importe menor.',
    routeNotFound: 'Esta ruta no está disponible en este momento. Elige otro token u otra red.',
    blacklistedAddress: 'Esta dirección no se puede usar para intercambios.',
    unactivatedAddress: 'Esta dirección aún no está activada.',
    unactivatedAddressOn: 'Esta dirección aún no está activada en {network}.',
    invalidAddress: 'El servicio indica que esta dirección no es válida.',
    activeSwapLimit: 'Tienes demasiados intercambios en curso. Termina uno antes de empezar otro.',
    invalidCredentials: 'Este widget no está bien configurado: el servicio rechazó su clave de API.',
    walletOnly: 'Los depósitos desde esta red deben enviarse desde una billetera conectada.',
  },
  address: {
    lost: {
      tokenContract:
        'Este es el contrato del token {token} en {network}, no una billetera: los tokens enviados a él se pierden. Introduce la dirección de tu billetera.',
      zero: 'Esta es la dirección cero en {network}, no una billetera: todo lo que se envíe a ella se pierde. Introduce la dirección de tu billetera.',
      burn: 'Esta es una dirección de quema en {network}, no una billetera: todo lo que se envíe a ella se pierde. Introduce la dirección de tu billetera.',
      program:
        'Este es un programa del sistema en {network}, no una billetera: todo lo que se envíe a él se pierde. Introduce la dirección de tu billetera.',
      deposit:
        'Esta es la dirección de depósito de un intercambio, no una billetera: el dinero enviado a ella queda bloqueado. Introduce la dirección de tu billetera.',
    },
    uncheckable: 'No se pudo comprobar esta dirección. Recarga la página e inténtalo de nuevo.',
    unsupported: 'Portage todavía no puede comprobar direcciones de esta red.',
    empty: 'Esta dirección está vacía.',
    onlySpaces: 'Esta dirección solo tiene espacios.',
    outerSpaces: 'Quita los espacios del principio o del final de la dirección.',
    innerSpaces: 'Quita los espacios de dentro de la dirección.',
    invisible:
      'Esta dirección contiene un carácter invisible: vuelve a escribirla o pégala como texto sin formato.',
    smallX: 'Escribe el principio de la dirección como 0x, con la x minúscula.',
    add0x: 'Añade 0x al principio de la dirección.',
    nothingAfter0x: 'Esta dirección no tiene nada después de 0x.',
    hexChar: 'Esta dirección contiene {char}: después de 0x solo puede haber 0-9 y a-f.',
    checksum:
      'La suma de verificación de esta dirección no es correcta: revisa si hay algún error al escribirla.',
    checksumCase:
      'Las mayúsculas de esta dirección no coinciden con su suma de verificación: revisa si hay algún error al escribirla.',
    invalid: 'Esta no es una dirección de {network} válida: revisa si hay algún error al escribirla.',
    badChar: 'Esta dirección contiene {char}, que nunca aparece en una dirección de {network}{hint}.',
    base58Hint: ' (las direcciones de {network} nunca usan 0, O, I ni l)',
    length: 'Una dirección de {network} tiene {expected} caracteres (esta tiene {length}).',
    looksLike: 'Esto parece {kind}, pero el destino está en {destination}.',
    kind: {
      evm: 'una dirección de tipo Ethereum',
      hex64: 'una dirección de Starknet o Fuel',
      ton: 'una dirección de TON',
      tron: 'una dirección de Tron',
      bitcoin: 'una dirección de Bitcoin',
      cosmos: 'una dirección de Cosmos',
      solana: 'una dirección de Solana',
    },
    network: {
      evm: 'una red de tipo Ethereum',
      cosmos: 'una red de Cosmos',
    },
    evm: {
      start: 'Una dirección de tipo Ethereum empieza por 0x.',
      length:
        'Una dirección de tipo Ethereum empieza por 0x seguido de 40 caracteres hexadecimales (esta tiene {length}).',
    },
    fuel: {
      bech32:
        'Las direcciones de Fuel que empiezan por fuel1 ya no se usan: usa la forma que empieza por 0x.',
      start: 'Una dirección de Fuel empieza por 0x.',
      length:
        'Una dirección de Fuel empieza por 0x seguido de 64 caracteres hexadecimales (esta tiene {length}).',
    },
    bitcoin: {
      unsupported: 'Portage todavía no puede comprobar direcciones de esta red de Bitcoin.',
      otherNetwork: 'Esta dirección de Bitcoin es de otra red ({other}), pero el destino está en {network}.',
      testnetOnMainnet:
        'Esta dirección de Bitcoin es de otra red (testnet o regtest), pero el destino está en mainnet.',
      mixedCase:
        'Una dirección de Bitcoin que empieza por {hrp}1 va toda en minúsculas o toda en mayúsculas, sin mezclarlas: revisa si hay algún error al escribirla.',
      segwitChar:
        'Esta dirección contiene {char}, que nunca aparece en este tipo de dirección de Bitcoin{hint}.',
      segwitHint: ' (después de {hrp}1, las direcciones de Bitcoin nunca usan 1, b, i ni o)',
      tooLong: 'Esta dirección de Bitcoin es demasiado larga ({length} caracteres).',
      tooShort: 'Esta dirección de Bitcoin es demasiado corta.',
      programLength:
        'Esta dirección {prefix} no tiene la longitud correcta: revisa si falta o sobra algún carácter.',
      sendTo:
        'Portage todavía no puede enviar a este tipo de dirección de Bitcoin: usa una que empiece por {first} o {last}.',
      start: 'Una dirección de Bitcoin empieza por {first} o {last}.',
      base58Char:
        'Esta dirección contiene {char}, que nunca aparece en una dirección de Bitcoin que empieza por {start}{hint}.',
      base58Hint: ' (nunca usan 0, O, I ni l)',
      length:
        'Esta dirección de Bitcoin tiene {length} caracteres, pero una que empieza por {start} tiene de 26 a 35.',
    },
    cosmos: {
      otherPrefix:
        'Esta dirección es de otra red (empieza por {other}1): aquí una dirección empieza por {prefix}1.',
      start: 'Aquí una dirección empieza por {prefix}1.',
      mixedCase:
        'Una dirección de Cosmos va toda en minúsculas o toda en mayúsculas, sin mezclarlas: revisa si hay algún error al escribirla.',
      hint: ' (después de {prefix}1, las direcciones nunca usan 1, b, i ni o)',
      tooShort: 'Esta dirección de Cosmos es demasiado corta: revisa si falta algún carácter.',
      length:
        'Esta dirección de Cosmos no tiene la longitud correcta: revisa si falta o sobra algún carácter.',
    },
    solana: {
      length: 'Una dirección de Solana tiene de 32 a 44 caracteres (esta tiene {length}).',
      invalid:
        'Esta no es una dirección de Solana válida: revisa si falta, sobra o está mal escrito algún carácter.',
    },
    starkex: {
      start: 'Una dirección de StarkEx empieza por 0x: es una clave Stark o una dirección de Ethereum.',
      length:
        'Una dirección de StarkEx es una clave Stark (0x y de 41 a 64 caracteres hexadecimales) o una dirección de Ethereum (0x y 40); esta tiene {length}.',
      tooLarge:
        'Este número es demasiado grande para ser una clave Stark: revisa si hay algún error al escribirlo.',
    },
    starknet: {
      start: 'Una dirección en {network} empieza por 0x.',
      tooLong:
        'Una dirección en {network} tiene como máximo 64 caracteres hexadecimales después de 0x (esta tiene {length}).',
      tooLarge:
        'Este número es demasiado grande para ser una dirección en {network}: revisa si hay algún error al escribirlo.',
    },
    ton: {
      raw: 'Una dirección de TON en formato raw es un número de workchain, dos puntos y 64 caracteres hexadecimales, como 0:….',
      workchainSays: 'Las direcciones de TON están en la workchain 0 o -1 (esta indica {workchain}).',
      workchainIs: 'Las direcciones de TON están en la workchain 0 o -1 (esta está en la {workchain}).',
      rawChar: 'Esta dirección contiene {char}: después de los dos puntos solo puede haber 0-9 y a-f.',
      rawLength:
        'Una dirección de TON en formato raw tiene 64 caracteres hexadecimales después de los dos puntos (esta tiene {length}).',
      mixed:
        'Esta dirección mezcla - o _ con + o /, algo que una dirección de TON nunca hace: revisa si hay algún error al escribirla.',
      tag: 'Los primeros caracteres de esta dirección no corresponden a ningún tipo conocido de dirección de TON.',
    },
    tron: {
      hex: 'Esta es una dirección de Tron en formato hexadecimal: usa en su lugar la forma que empieza por T.',
      start: 'Una dirección de Tron empieza por T.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract: 'Esta dirección es un contrato en {network}: asegúrate de que puede recibir {token} allí.',
    elsewhere:
      'Esta dirección es un contrato (como una Safe) en {other}, pero no en {network}: quien la controla en {network} puede no ser tú. El dinero enviado allí puede perderse.',
    acknowledge: 'He comprobado que controlo esta dirección en {network}.',
    uncheckable: 'No se pudo comprobar si esta dirección es un contrato en {network}.',
  },
  picker: {
    from: 'Desde',
    to: 'Hacia',
    onNetwork: 'en {network}',
    loadingNetworks: 'Cargando redes…',
    choose: 'Elegir token',
    backToNetworks: 'Redes',
    tokenTitle: '{side}: token en {network}',
    networkTitle: '{side}: red',
    reachableFrom: 'Accesible desde {route}.',
    canSendTo: 'Puede enviar a {route}.',
    showAll: 'Mostrar todo',
    tokensOn: 'Tokens en {network}',
    searchTokens: 'Buscar tokens por nombre, símbolo o dirección del contrato',
    searchTokensPlaceholder: 'Buscar nombre, símbolo o contrato',
    noTokenMatches: 'Ningún token coincide.',
    networks: 'Redes',
    searchNetworks: 'Buscar redes',
    noNetworkMatches: 'Ninguna red coincide.',
    setBySite: 'Fijado por este sitio',
    balance: 'Saldo',
    holdsTokens: 'Tienes tokens aquí',
  },
  route: {
    formLabel: 'Intercambio',
    fixedMissingFrom: 'Este sitio fijó {network} como red de origen, pero ahora no está disponible.',
    fixedMissingTo: 'Este sitio fijó {network} como red de destino, pero ahora no está disponible.',
    siteSetRoute: 'Este sitio fijó la ruta',
    blockConfirmAddress: 'Confirma la dirección de destino.',
    setBySite: 'Fijado por este sitio.',
    confirmPreset: 'Este sitio rellenó el destino. He comprobado que {address} es mi dirección en {network}.',
    tokenOnNetwork: '{token} en {network}',
    unreachable:
      '{sourceToken} en {sourceNetwork} no se puede enviar a {destinationToken} en {destinationNetwork}. Elige otro token u otra red.',
    flip: 'Invertir origen y destino',
    flipUnavailable: 'La ruta inversa no está disponible',
    walletOnlyUnavailable:
      'Los depósitos desde {network} deben enviarse desde una billetera de {network} conectada: el servicio no ofrece direcciones de depósito en esta red. Los depósitos con billetera para {network} aún no están disponibles en esta versión de Portage; elige otra red de origen.',
    walletOnlyNote:
      'Los depósitos desde {network} se envían desde tu billetera de {network}: el servicio no ofrece direcciones de depósito en esta red.',
    depositLegend: 'Depósito',
    fromMyWallet: 'Desde mi billetera',
    sendMyself: 'Enviarlo yo mismo a una dirección de depósito',
    loadingWallets: 'Cargando billeteras…',
    amount: 'Importe',
    amountOf: 'Importe ({token})',
    amountPlaceholder: '0,0',
    destination: 'Dirección de destino',
    destinationOn: 'Dirección de destino en {network}',
    yourAddress: 'Tu dirección de {network}',
    chooseDestinationFirst: 'Primero elige un destino',
    refund: 'Dirección de reembolso',
    refundOn: 'Dirección de reembolso en {network}',
    refundHint:
      'Esta ruta intercambia activos. Si el intercambio no se puede completar, tu depósito se devuelve aquí, en el token de origen.',
    refuel: 'Obtener {token} para el gas en {network}',
    refuelAmount: 'Obtener {token} para el gas en {network} ({amount} {token})',
    slippage: 'Deslizamiento',
    slippageAuto: 'Auto',
    quoteChanged:
      'La cotización cambió: ahora recibirías {amount} {token}. Revísala y vuelve a pulsar el botón.',
    blockRoute: 'Elige desde dónde y hacia dónde intercambiar.',
    blockAmount: 'Introduce un importe.',
    blockDestination: 'Introduce una dirección de destino válida.',
    blockRefund: 'Introduce una dirección de reembolso válida.',
    blockLostDestination: 'Introduce la dirección de una billetera como destino.',
    blockLostRefund: 'Introduce la dirección de una billetera como dirección de reembolso.',
    blockContractChecking: 'Comprobando si la dirección es un contrato…',
    blockContractAcknowledge: 'Marca la casilla bajo el aviso del contrato para continuar.',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: 'Revisa la dirección de destino: se parece a una dirección que conoces.',
    blockLookalikeRefund: 'Revisa la dirección de reembolso: se parece a una dirección que conoces.',
    lookalike: {
      warning:
        'Esta dirección empieza y termina como una dirección que conoces, pero su parte central es distinta. Los estafadores crean direcciones así para que se copien por error.',
      typed: 'Has escrito',
      payout: 'Usaste antes',
      refund: 'Tu dirección de reembolso anterior',
      wallet: 'Tu billetera conectada',
      middleStart: 'empieza la parte distinta:',
      middleEnd: 'termina la parte distinta.',
      confirm: 'He revisado cada carácter: es una dirección nueva, no la que conozco.',
    },
    blockWalletOnly: 'Esta red requiere un depósito desde billetera.',
    blockConnect: 'Conecta tu billetera.',
    creating: 'Creando el intercambio…',
    create: 'Crear intercambio',
    gettingQuote: 'Obteniendo una cotización…',
    onlyDigits: 'Solo dígitos y un separador decimal.',
    noDecimals: '{token} no admite decimales.',
    tooManyDecimals: {
      one: '{token} admite como máximo {count} decimal.',
      many: '{token} admite como máximo {count} de decimales.',
      other: '{token} admite como máximo {count} decimales.',
    },
    loadingLimits: 'Cargando límites…',
    limits: 'Mín. {min} {token} · Máx. {max} {token}',
    tier: '{min}–{max} {token}: comisión {percent} + {fixed} {token}',
    creatingSlow: 'Todavía creando tu swap… el servicio va lento.',
    createLost:
      'El servicio no respondió, así que puede que se haya creado un swap sin que esta página lo sepa. No se depositó nada, así que no se pierde nada. Pulsa «{button}» para crear un swap nuevo y envía tu depósito solo al que se muestre a continuación.',
    amountNegative: 'El importe no puede ser negativo.',
    amountExponent: 'Escribe el importe sin exponente (p. ej., 0.001, no 1e-3).',
    amountTooLarge: 'Este importe es demasiado grande: más de lo que {token} puede contener.',
    blockAmountInvalid: 'Revisa el importe.',
    youSend: 'Envías',
    methodWalletShort: 'Mi billetera',
    methodAddressShort: 'Dirección de depósito',
    useMyWallet: 'Usar la dirección de mi billetera',
    recentAddresses: 'Usadas antes',
    useRecent: 'Usar {address}',
  },
  quote: {
    label: 'Cotización',
    youReceive: 'Recibes',
    minimumReceived: 'Mínimo recibido',
    serviceFee: 'Comisión del servicio',
    networkFee: 'Comisión de red',
    totalFee: 'Comisión total',
    rate: 'Tipo de cambio',
    estimatedTime: 'Tiempo estimado',
    route: 'Ruta',
    reward: 'Recompensa',
    refreshesIn: 'La cotización se actualiza en {seconds} s',
    enterAmount: 'Introduce un importe para ver lo que recibes.',
    fee: 'Comisión {amount}',
    showDetails: 'Mostrar los detalles de la cotización',
    hideDetails: 'Ocultar los detalles de la cotización',
    feeTiers: 'Comisiones por importe',
    settings: 'Ajustes',
  },
  deposit: {
    title: 'Envía tu depósito',
    titleNoAddress: 'Depósito',
    noAddress:
      'Este intercambio no tiene dirección de depósito. Los depósitos desde {network} deben enviarse desde una billetera conectada.',
    sendExactly: 'Envía exactamente {amount} en {network} a esta dirección:',
    qrLabel: 'Código QR de la dirección de depósito {address}',
    addressLabel: 'Dirección de depósito',
    copyAddress: 'Copiar dirección',
    amountLabel: 'Importe',
    copyAmount: 'Copiar importe',
    warning:
      'Envía solo {token} en {network}. Cualquier otro token, o {token} en otra red, enviado a esta dirección se perderá.',
    incomplete: 'Las instrucciones de depósito están incompletas (falta el importe exacto).',
    disagree: 'Las instrucciones de depósito no coinciden en el importe a enviar.',
    doNotSend: '{reason} No envíes nada para este intercambio; empieza uno nuevo.',
    waiting: 'Esperando tu depósito',
    checkTitle: 'Revisa primero este intercambio',
    notCreatedHere: 'Este intercambio no se creó aquí. Paga a {address} en {network}.',
    asksToSend: 'Pide {amount} en {network}.',
    confirmMine: 'He comprobado que esta dirección es mía.',
    confirmContinue: 'Continuar',
    cannotCheck:
      'Portage no puede comprobar este intercambio con las redes que lista ({reason}), así que no muestra cómo pagarlo. No envíes nada para él; empieza un intercambio nuevo.',
    cannotCheckReason: {
      network: 'su red de origen no está en la lista',
      token: 'su token no está en la lista de esa red',
      amount: 'su importe no cabe en los decimales del token',
      destination: 'no indica dirección de pago',
    },
    tokenFacts: {
      decimals:
        'Los datos de tokens propios de Portage dicen que {token} en {network} tiene {table} decimales, pero las listas de rutas dicen {list}, así que el importe sería incorrecto. Portage no muestra ninguna forma de pagar este intercambio: no envíes nada para él; empieza uno nuevo.',
      contract:
        'Los datos de tokens propios de Portage dicen que {token} en {network} es el contrato {table}, pero las listas de rutas indican {list}. Portage no muestra ninguna forma de pagar este intercambio: no envíes nada para él; empieza uno nuevo.',
      notNative:
        'Los datos de tokens propios de Portage dicen que {token} en {network} es la moneda nativa de la red, pero las listas de rutas indican el contrato {list}. Portage no muestra ninguna forma de pagar este intercambio: no envíes nada para él; empieza uno nuevo.',
      native:
        'Los datos de tokens propios de Portage dicen que {token} en {network} es el contrato {table}, pero las listas de rutas indican la moneda nativa de la red. Portage no muestra ninguna forma de pagar este intercambio: no envíes nada para él; empieza uno nuevo.',
      baseAsset:
        'Portage fija {table} como activo base de {network}, pero las listas de rutas dan {list}. Portage no muestra ninguna forma de pagar este intercambio: no envíes nada para él; empieza uno nuevo.',
      noBaseAsset:
        'Portage no fija ningún activo base para {network}, así que no puede comprobar en qué se paga un depósito allí. Portage no muestra ninguna forma de pagar este intercambio: no envíes nada para él; empieza uno nuevo.',
      unavailable:
        'Portage no pudo cargar sus propios datos de tokens, así que aún no puede comprobar este depósito. No envíes nada hasta que pueda.',
    },
    swapId: 'ID del intercambio',
    copySwapId: 'Copiar ID del intercambio',
    youSend: 'Envías',
    onNetwork: 'en {network}',
    fromLabel: 'Desde',
    toLabel: 'Hacia',
    networkLabel: 'Red',
    contractLabel: 'Contrato de depósito',
    approveLabel: 'Aprobación previa',
    memoLabel: 'Número del intercambio',
  },
  swap: {
    loading: 'Cargando el intercambio',
    notFound: 'No se encontró este intercambio. Puede pertenecer a otro servicio o haber sido eliminado.',
    loadFailed: 'No se pudo cargar el intercambio.',
    newSwap: 'Empezar un nuevo intercambio',
    lostContact:
      'Se perdió el contacto con el servicio. {problem} Tu intercambio continúa en el servicio; esta página sigue comprobándolo.',
    loadRetrying: 'Aún no se pudo cargar el intercambio. {problem} Reintentando…',
  },
  delivery: {
    checking: 'Comprobando el pago en {network}…',
    delivered: 'Entregado — comprobado en {network}',
    minimumUnknown:
      'Aquí no se conocía el importe mínimo: se comprobaron la dirección, el token y la confirmación, no el importe.',
    notConfirmed: 'No confirmado en la cadena: {differences}.',
    notFound: '{network} no tiene ninguna transacción {hash}',
    failed: 'la transacción falló',
    pending: 'la transacción aún no está confirmada',
    otherRecipient: 'pagó a {paid}, no a {expected}',
    noRecipient: 'no pagó nada a {expected}',
    otherToken: 'pagó en {paid}, no en {token}',
    nativeCoin: 'la moneda nativa',
    lessThanMinimum: 'pagó {paid} {token}, menos que el mínimo de {minimum} {token}',
    notChecked: 'No comprobado en la cadena: {reason}',
    reasonNoReader: 'Portage no puede leer la cadena de {network}.',
    reasonNoNode: '{network} no tiene ningún nodo al que Portage pueda preguntar.',
    reasonNodeError: 'el nodo de {network} no respondió.',
    reasonNoTransaction: 'el servicio no indicó ninguna transacción.',
    reasonNoRecipient: 'aquí no se conoce la dirección de reembolso.',
    historyDelivered: 'Entregado — comprobado en la cadena',
    historyNotConfirmed: 'No confirmado en la cadena',
    historyNotChecked: 'No comprobado en la cadena',
    titleNotConfirmed: 'El servicio dice que este intercambio se completó',
    serviceSaysSent: 'El servicio dice que envió',
  },
  status: {
    failReason: {
      received_less_than_valid_range: 'El depósito fue inferior al mínimo para esta ruta.',
      received_more_than_valid_range: 'El depósito fue superior al máximo para esta ruta.',
      swap_route_unavailable: 'La ruta dejó de estar disponible mientras se procesaba el intercambio.',
      degraded_quote: 'El precio se alejó demasiado de la cotización antes de poder hacer el intercambio.',
      quote_expired: 'El depósito llegó después de que el intercambio caducara.',
    },
    noReason: 'El servicio no indicó el motivo.',
    reasonGiven: 'Motivo indicado por el servicio: {reason}.',
    refunded: 'Reembolsado',
    refundInProgress: 'Reembolso en curso',
    refundedText: 'El intercambio no se pudo completar y se te devolvió el depósito.',
    refundingText: 'El intercambio no se pudo completar. Se te está devolviendo el depósito.',
    amountOn: '{amount} {token} en {network}',
    feeDeducted: 'Comisión de red descontada',
    to: 'A',
    refundTransaction: 'Transacción de reembolso',
    refundLater: 'La transacción de reembolso aparecerá aquí cuando se envíe, en {token}.',
    yourDeposit: 'Tu depósito: {link}',
    failed: 'Intercambio fallido',
    expired: 'Intercambio caducado',
    cancelled: 'Intercambio cancelado',
    notSwapped:
      'Tu depósito de {amount} {token} en {network} se recibió, pero no se intercambió. Contacta con el soporte indicando el ID del intercambio que aparece abajo para que te lo devuelvan.',
    noFunds: 'No se recibieron fondos para este intercambio.',
    expiredText:
      'No llegó ningún depósito a tiempo, así que no se intercambió nada. No envíes más fondos para este intercambio: si ya lo hiciste, se te reembolsarán, menos la comisión de red. Empieza un nuevo intercambio para volver a intentarlo.',
    cancelledText: 'Este intercambio se canceló. No le ocurrirá nada más.',
    depositReceived: 'Depósito recibido',
    depositSent: 'Depósito enviado',
    waitingDeposit: 'Esperando tu depósito',
    confirmations: '{done}/{required} confirmaciones',
    sentFromWallet: 'Enviado desde tu billetera, esperando a la red · {link}',
    notSeen: 'El servicio aún no ha detectado tu depósito.',
    sending: 'Enviando {token} en {network}',
    serviceSending: 'El servicio está enviando tus fondos.',
    completed: 'Completado',
    received: 'Recibido',
    titleCompleted: 'Intercambio completado',
    titleInProgress: 'Intercambio en curso',
    unknownStatus: 'En curso ({status}).',
    fromExchange: 'Desde el exchange: {name}.',
    toExchange: 'Hacia el exchange: {name}.',
    elapsed: 'Transcurrido: {time}',
    pending: 'pendiente',
    opensExplorer: ' (abre el explorador)',
    youReceivedLabel: 'Recibiste',
    onNetworkTo: 'en {network} · a {address}',
    forGas: '+ {amount} {token} para el gas',
    sent: '{token} enviado en {network}',
    pairSummary: 'Envías {from} y recibes unos {to}',
    progress: 'Progreso',
  },
  statusTime: {
    inStatus: 'En este paso desde hace {elapsed}, desde las {time}',
    inStatusSeen: 'En este paso desde hace al menos {elapsed}: visto aquí por primera vez a las {time}',
    endedAt: 'Desde las {time}',
    endedSeen: 'Visto aquí desde las {time}',
    sinceUnknown: 'El servicio no indica desde cuándo está el intercambio en este paso.',
    next: {
      send_deposit: 'Siguiente: envía el depósito. El intercambio empieza cuando {network} lo confirme.',
      deposit_on_its_way: 'Siguiente: el servicio verá tu depósito cuando {network} lo incluya en un bloque.',
      confirm_deposit:
        'Siguiente: {network} confirma tu depósito y luego el servicio envía {token} en {destination}.',
      delayed:
        'Siguiente: el servicio confirma tu depósito, lo que está tardando más de lo que esperaba. El intercambio sigue por sí solo.',
      service_sends: 'Siguiente: el servicio te envía {token} en {destination}.',
      refund_sends:
        'Siguiente: el servicio te devuelve el depósito en {token} en {network}, menos la comisión de red del reembolso.',
      completed: 'No pasa nada más: el intercambio ha terminado.',
      refunded: 'No pasa nada más: el reembolso se ha enviado.',
      failed: 'A este intercambio no le pasa nada más por sí solo.',
      failed_deposit:
        'A este intercambio no le pasa nada más por sí solo. Para que te devuelvan el depósito, abre Ayuda en este intercambio.',
      expired: 'A este intercambio no le pasa nada más. No envíes fondos para él.',
      cancelled: 'A este intercambio no le pasa nada más.',
      unknown:
        'Siguiente: el servicio indica un paso que Portage no conoce. Portage sigue comprobando; no necesitas hacer nada.',
    },
    usually: 'Esto suele tardar {duration}.',
    usuallyRefund:
      'El servicio no da un tiempo para los reembolsos; los intercambios de esta ruta suelen tardar {duration}.',
    confirmationsSoFar: '{confirmations} por ahora; cuánto tarda depende de los bloques de {network}.',
    slow: 'Esto está tardando más de lo habitual. Por ahora no necesitas hacer nada: el intercambio sigue por sí solo. Si sigue así, abre Ayuda en este intercambio.',
    expiresAt: 'Caduca a las {time} (en {duration}). Envía el depósito solo antes de esa hora.',
    expiryPassed: 'El plazo para depositar terminó a las {time}. No envíes fondos para este intercambio.',
    expiryUnknown:
      'Un intercambio que no recibe ningún depósito caduca al cabo de un tiempo. Envía el depósito solo mientras esta pantalla lo pida.',
    refund: {
      toBeRefunded: 'Se reembolsará',
      amountAbout: 'unos {amount} {token} en {network}, menos la comisión de red del reembolso',
      amountUnknown: 'tu depósito en {token} en {network}, menos la comisión de red del reembolso',
      feeUnknown: 'El servicio no la indica; se descuenta del reembolso',
      gas: 'La comisión de red (gas) por enviar el reembolso se descuenta del importe reembolsado.',
      from: {
        refund: 'según la transacción de reembolso',
        refund_address: 'la dirección de reembolso que indicaste',
        wallet: 'la billetera desde la que depositaste',
        sender: 'la dirección desde la que llegó tu depósito',
      },
      toUnknown:
        'Aún no se sabe: el servicio no lo ha dicho y este navegador no tiene una dirección de reembolso para este intercambio.',
    },
  },
  wallet: {
    connect: 'Conectar billetera',
    connecting: 'Conectando…',
    walletsInBrowser: 'Billeteras en este navegador',
    theNetwork: 'la red',
    stage: {
      preparing: 'Preparando el depósito…',
      switching: 'Cambiando tu billetera a la red correcta…',
      approving: 'Aprueba el token en tu billetera…',
      'confirming-approval': 'Esperando a que se confirme la aprobación…',
      sending: 'Confirma el depósito en tu billetera…',
      broadcasting: 'Enviando el depósito firmado a la red…',
    },
    hashNotRecorded:
      'Portage no pudo guardar este depósito en este navegador. Guarda este hash de transacción y no vuelvas a enviar este depósito.',
    copyHash: 'Copiar hash de transacción',
    willNotSign: '{reason} Portage no pedirá a tu billetera que lo firme.',
    loading: 'Cargando tu billetera…',
    interrupted:
      'No pudimos confirmar que tu depósito se enviara: la página se cerró o se recargó mientras tu billetera te pedía firmar. Revisa la actividad de tu billetera antes de volver a enviarlo.',
    interruptedWithLink:
      'No pudimos confirmar que tu depósito se enviara: la página se cerró o se recargó mientras tu billetera te pedía firmar. Revisa la actividad de tu billetera ({link}) antes de volver a enviarlo.',
    addressOnExplorer: 'tu dirección en el explorador',
    checkedNothingSent: 'Lo he comprobado: no se envió nada',
    sendingInOtherTab:
      'Este depósito se está enviando desde otra pestaña o ventana de esta página. Termínalo allí; esta página se actualizará cuando se envíe.',
    wrongAccount:
      'Este intercambio se creó para la cuenta {expected}, pero tu billetera está en {actual}. Cambia a esa cuenta en tu billetera para enviar el depósito.',
    notRecorded:
      'Este depósito no se pudo registrar en este navegador, así que Portage no lo enviará desde aquí: tras recargar podría enviarse dos veces. Recarga la página; si el mensaje sigue, no envíes nada y empieza un intercambio nuevo.',
    previewLabel: 'Lo que firmará tu billetera',
    previewing: 'Comprobando lo que tu billetera te pedirá firmar…',
    sendButton: 'Enviar {amount} {token} desde la billetera',
    panelWallet: 'Billetera {address}',
    balance: 'Saldo {amount} {token}',
    balanceUnavailable: 'Saldo no disponible',
    readingBalance: 'Leyendo el saldo…',
    max: 'Máx.',
    disconnect: 'Desconectar',
  },
  walletError: {
    rejected: 'Rechazaste la solicitud en tu billetera. No se envió nada; puedes intentarlo de nuevo.',
    insufficient_funds:
      'Tu billetera no tiene suficiente para enviar este importe y pagar la comisión de red.',
    wrong_chain: 'Tu billetera está en otra red. Cámbiala a {network} e inténtalo de nuevo.',
    wrong_network: 'Tu billetera está en otra red. Cámbiala a {network} e inténtalo de nuevo.',
    dropped:
      'La red descartó la transacción antes de incluirla. Revisa la actividad de tu billetera antes de volver a intentarlo.',
    reverted:
      'La red rechazó la transacción, así que el importe no se envió (si ya estaba en un bloque, solo se gastó la comisión de red).',
    failed_onchain:
      'El depósito falló en {network}. El importe no se envió; solo se gastó la comisión de red.',
    simulation_failed:
      'La red rechazaría esta transacción, así que no se envió. No salió nada de tu billetera.',
    blockhash_expired:
      'El depósito caducó antes de llegar a {network} (se firmó hace demasiado tiempo). No se envió nada; inténtalo de nuevo y apruébalo en tu billetera en menos de un minuto.',
    node_unreachable:
      'Portage no pudo conectar con {network}. Revisa tu conexión e inténtalo de nuevo; si tu billetera muestra el depósito como enviado, espera a que llegue.',
    node_refused: '{network} rechazó el depósito, así que no se envió nada.',
    broadcast_refused: 'La red rechazó el depósito. No se envió nada.',
    not_connected: 'Tu billetera no está conectada. Conéctala e inténtalo de nuevo.',
    refused:
      'Portage se negó a firmar este depósito porque no coincide con lo que pide este intercambio. No se envió nada.',
    token_mismatch:
      'El contrato del token en {network}, leído a través de tu billetera, no coincide con el token de este intercambio (sus decimales o su símbolo difieren), así que Portage no firmará el depósito. No se envió nada.',
    wallet_changed:
      'Tu billetera devolvió una transacción distinta de la que preparó Portage, así que Portage no la envió. No salió nada de tu billetera.',
    no_wallet:
      'No se encontró ninguna billetera para esta red en este navegador. Instala una y recarga la página.',
    wallet: 'Tu billetera no pudo enviar el depósito. Revísala e inténtalo de nuevo.',
    unknown: 'Tu billetera no pudo enviar el depósito. Revísala e inténtalo de nuevo.',
  },
  walletChooser: {
    title: 'Conecta una billetera de {family}',
    searching: 'Buscando billeteras de {family} en este navegador…',
    declined: 'Rechazaste la conexión en {wallet}. Puedes intentarlo de nuevo.',
    noAccount: '{wallet} no dio ninguna dirección. Desbloquéala e inténtalo de nuevo.',
    failed: '{wallet} no pudo conectarse.',
    notInstalled: 'No instalada',
    empty: {
      solana:
        'No se encontró ninguna billetera de Solana en este navegador. Instala o activa una billetera de Solana compatible con Wallet Standard y recarga esta página.',
      bitcoin:
        'No se encontró ninguna billetera de Bitcoin en este navegador. Instala una compatible con Sats Connect (como Xverse) y recarga la página.',
      starknet:
        'No se encontró ninguna billetera de Starknet en este navegador. Instala o activa una billetera de Starknet (como Argent X o Braavos) y recarga esta página.',
      tron: 'No se encontró ninguna billetera de Tron en este navegador. Instala TronLink y recarga esta página.',
      fuel: 'No se encontró ninguna billetera de Fuel en este navegador. Instala o desbloquea una billetera de Fuel e inténtalo de nuevo.',
    },
  },
} as const satisfies Messages;

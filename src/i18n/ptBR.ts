import type { Messages } from './types';

/** Portuguese (Brazil), also shown for every other Portuguese tag. Loaded only when chosen. */
export const ptBR = {
  common: {
    close: 'Fechar',
  },
  app: {
    navSwap: 'Trocar',
    navHistory: 'Histórico',
  },
  health: {
    unavailable:
      'O serviço de troca está indisponível no momento. {error} Tentando de novo a cada {seconds} s…',
  },
  service: {
    timeout: 'O serviço não respondeu a tempo.',
    unreachable: 'Não foi possível acessar o serviço.',
    serverError: 'O serviço informou um erro (HTTP {status}).',
    errorPage: 'O serviço respondeu com uma página de erro (HTTP {status}).',
    unreadable: 'O serviço enviou uma resposta que o widget não consegue ler.',
    busy: 'O serviço está sobrecarregado.',
    busyRetry: 'O serviço está sobrecarregado; nova tentativa em {seconds} s.',
  },
  offline: {
    banner:
      'Você está offline. Uma troca em andamento continua no serviço; o widget verifica de novo quando você voltar a ficar online.',
  },
  boundary: {
    failed: 'Esta parte do widget parou de funcionar.',
    retry: 'Tentar de novo',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'Ajuda',
    title: 'Ajuda',
    noticeTitle: 'Cuidado com suporte falso',
    noticeFirst: 'O suporte da Portage nunca escreve para você primeiro.',
    noticeSecret: 'Ele nunca pede sua frase de recuperação nem sua chave privada.',
    noticeLink: 'Ele nunca envia um link para “validar”, “sincronizar” ou “restaurar” uma carteira.',
    noticeScam: 'Quem fizer isso é um golpista.',
    contactPartner: 'Falar com o suporte de {site}',
    contactSite: 'Para obter ajuda, fale com o site onde você encontrou este widget.',
    give: 'Dê ao suporte o ID da troca e as informações de diagnóstico: é tudo de que ele precisa.',
    swapId: 'ID da troca',
    copyId: 'Copiar ID da troca',
    copyDiagnostics: 'Copiar informações de diagnóstico',
    diagnosticsHint:
      'O ID da troca, seus status com os horários, os hashes das transações, as redes e a versão deste widget. Nada disso pode movimentar seu dinheiro.',
    diagnosticsLabel: 'Informações de diagnóstico',
    copyFallback:
      'Seu navegador não deixou o widget copiar. O texto abaixo está selecionado: copie com Ctrl+C (⌘C no Mac).',
  },
  copy: {
    copied: 'Copiado',
    failed: 'Selecione e copie',
  },
  sandbox: {
    simulateDeposit: 'Sandbox: simular o depósito',
  },
  storage: {
    notice:
      'Esta página não consegue guardar dados no seu navegador, então o seu histórico de trocas não vai sobreviver a um recarregamento. Guarde o ID da troca para encontrá-la de novo.',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'Encontrar minha troca',
    label: 'ID da troca ou hash da transação de depósito',
    hint: 'Cole o ID da troca ou o hash da transação que pagou o depósito dela.',
    submit: 'Buscar',
    searching: 'Procurando esta troca…',
    opening: 'Troca encontrada. Abrindo…',
    empty: 'Digite um ID de troca ou o hash de uma transação de depósito.',
    spaces: 'Remova os espaços do meio: um ID de troca ou um hash não tem nenhum.',
    malformed: 'Isto não é um ID de troca nem um hash de transação: verifique se foi copiado por inteiro.',
    notFound: 'Nenhuma troca com este ID ou hash de transação.',
    failed: 'Não foi possível procurar a troca. {problem}',
  },
  adopt: {
    title: 'Esta troca é sua?',
    paysOut:
      'Esta troca não está no histórico deste navegador. Ela paga para {address} em {network}, em {token}. Esta troca é sua?',
    add: 'Sim, adicionar ao meu histórico',
    added: 'Esta troca agora está no seu histórico.',
    noPayout:
      'Esta troca não informa um endereço de pagamento, então não pode ser adicionada ao seu histórico.',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'Trocas das suas carteiras',
    intro:
      'Trocas que o serviço conhece para as suas carteiras conectadas e que este navegador não lista acima: feitas em outro navegador ou app.',
    loading: 'Buscando as trocas das suas carteiras…',
    empty: 'O serviço não conhece outras trocas das suas carteiras.',
    listed: {
      one: '{count} troca das suas carteiras na lista.',
      many: '{count} de trocas das suas carteiras na lista.',
      other: '{count} trocas das suas carteiras na lista.',
    },
    error: 'Não foi possível carregar as trocas das suas carteiras. {reason}',
    moreError: 'Não foi possível carregar mais trocas das suas carteiras. {reason}',
    retry: 'Tentar de novo',
    retrying: 'Tentando de novo…',
    showMore: 'Mostrar mais',
    loadingMore: 'Carregando mais…',
  },
  history: {
    title: 'Suas trocas',
    empty: 'As trocas que você fizer neste navegador aparecem aqui.',
    route: '{sourceNetwork} → {destinationToken} em {destinationNetwork}',
    status: {
      created: 'Criada',
      user_transfer_pending: 'Aguardando depósito',
      user_transfer_delayed: 'Depósito atrasado',
      ls_transfer_pending: 'Enviando',
      completed: 'Concluída',
      failed: 'Falhou',
      expired: 'Expirada',
      cancelled: 'Cancelada',
      refunding: 'Reembolsando',
      refunded: 'Reembolsada',
      inProgress: 'Em andamento',
    },
  },
  errors: {
    generic: 'Algo deu errado.',
    thisToken: 'este token',
    minimum: 'O mínimo para esta rota é {min} {token}.',
    belowMinimum: 'Este valor está abaixo do mínimo para esta rota.',
    maximum: 'O máximo para esta rota é {max} {token}.',
    aboveMaximum: 'Este valor está acima do máximo para esta rota.',
    dailyLimit: 'O limite diário para {token} foi atingido. Tente um valor menor ou tente de novo amanhã.',
    dailyLimitOn:
      'O limite diário para {token} em {network} foi atingido. Tente um valor menor ou tente de novo amanhã.',
    priceImpact: 'O impacto desta troca no preço é alto demais. Tente um valor menor.',
    insufficientFunds: 'O serviço não consegue cobrir este valor agora. Tente um valor menor.',
    routeNotFound: 'Esta rota não está disponível agora. Escolha outro token ou outra rede.',
    blacklistedAddress: 'Este endereço não pode ser usado para trocas.',
    unactivatedAddress: 'Este endereço ainda não foi ativado.',
    unactivatedAddressOn: 'Este endereço ainda não foi ativado em {network}.',
    invalidAddress: 'O serviço diz que este endereço não é válido.',
    activeSwapLimit: 'Você tem trocas demais em andamento. Conclua uma antes de começar outra.',
    invalidCredentials:
      'Este widget não está configurado corretamente: o serviço recusou a chave de API dele.',
    walletOnly: 'Depósitos desta rede precisam ser enviados de uma carteira conectada.',
  },
  address: {
    lost: {
      tokenContract:
        'Este é o contrato do token {token} na {network}, não uma carteira: tokens enviados a ele são perdidos. Informe o endereço da sua carteira.',
      zero: 'Este é o endereço zero na {network}, não uma carteira: tudo o que for enviado a ele é perdido. Informe o endereço da sua carteira.',
      burn: 'Este é um endereço de queima na {network}, não uma carteira: tudo o que for enviado a ele é perdido. Informe o endereço da sua carteira.',
      program:
        'Este é um programa do sistema na {network}, não uma carteira: tudo o que for enviado a ele é perdido. Informe o endereço da sua carteira.',
      deposit:
        'Este é o endereço de depósito de uma troca, não uma carteira: o dinheiro enviado a ele fica preso. Informe o endereço da sua carteira.',
    },
    uncheckable: 'Não foi possível verificar este endereço. Recarregue a página e tente de novo.',
    unsupported: 'O Portage ainda não consegue verificar endereços nesta rede.',
    empty: 'Este endereço está vazio.',
    onlySpaces: 'Este endereço só tem espaços.',
    outerSpaces: 'Remova os espaços antes ou depois do endereço.',
    innerSpaces: 'Remova os espaços dentro do endereço.',
    invisible: 'Este endereço contém um caractere invisível: digite-o de novo ou cole-o como texto simples.',
    smallX: 'Escreva o início do endereço como 0x, com x minúsculo.',
    add0x: 'Adicione 0x no início do endereço.',
    nothingAfter0x: 'Este endereço não tem nada depois de 0x.',
    hexChar: 'Este endereço contém {char}: depois de 0x, só podem aparecer 0-9 e a-f.',
    checksum: 'O checksum deste endereço está errado: verifique se há algum erro de digitação.',
    checksumCase:
      'As letras maiúsculas deste endereço não batem com o checksum dele: verifique se há algum erro de digitação.',
    invalid: 'Este não é um endereço {network} válido: verifique se há algum erro de digitação.',
    badChar: 'Este endereço contém {char}, que nunca aparece em um endereço {network}{hint}.',
    base58Hint: ' (endereços {network} nunca usam 0, O, I ou l)',
    length: 'Um endereço {network} tem {expected} caracteres (este tem {length}).',
    looksLike: 'Isto parece {kind}, mas o destino está em {destination}.',
    kind: {
      evm: 'um endereço do tipo Ethereum',
      hex64: 'um endereço Starknet ou Fuel',
      ton: 'um endereço TON',
      tron: 'um endereço Tron',
      bitcoin: 'um endereço Bitcoin',
      cosmos: 'um endereço Cosmos',
      solana: 'um endereço Solana',
    },
    network: {
      evm: 'uma rede do tipo Ethereum',
      cosmos: 'uma rede Cosmos',
    },
    evm: {
      start: 'Um endereço do tipo Ethereum começa com 0x.',
      length:
        'Um endereço do tipo Ethereum começa com 0x seguido de 40 caracteres hexadecimais (este tem {length}).',
    },
    fuel: {
      bech32: 'Endereços Fuel que começam com fuel1 não são mais usados: use a forma que começa com 0x.',
      start: 'Um endereço Fuel começa com 0x.',
      length: 'Um endereço Fuel começa com 0x seguido de 64 caracteres hexadecimais (este tem {length}).',
    },
    bitcoin: {
      unsupported: 'O Portage ainda não consegue verificar endereços nesta rede Bitcoin.',
      otherNetwork: 'Este endereço Bitcoin é de outra rede ({other}), mas o destino está em {network}.',
      testnetOnMainnet:
        'Este endereço Bitcoin é de outra rede (testnet ou regtest), mas o destino está na mainnet.',
      mixedCase:
        'Um endereço Bitcoin que começa com {hrp}1 é todo em minúsculas ou todo em maiúsculas, nunca misturado: verifique se há algum erro de digitação.',
      segwitChar: 'Este endereço contém {char}, que nunca aparece neste tipo de endereço Bitcoin{hint}.',
      segwitHint: ' (depois de {hrp}1, endereços Bitcoin nunca usam 1, b, i ou o)',
      tooLong: 'Este endereço Bitcoin é longo demais ({length} caracteres).',
      tooShort: 'Este endereço Bitcoin é curto demais.',
      programLength:
        'Este endereço {prefix} tem o tamanho errado: verifique se falta ou sobra algum caractere.',
      sendTo:
        'O Portage ainda não consegue enviar para este tipo de endereço Bitcoin: use um que comece com {first} ou {last}.',
      start: 'Um endereço Bitcoin começa com {first} ou {last}.',
      base58Char:
        'Este endereço contém {char}, que nunca aparece em um endereço Bitcoin que começa com {start}{hint}.',
      base58Hint: ' (eles nunca usam 0, O, I ou l)',
      length: 'Este endereço Bitcoin tem {length} caracteres, mas um que começa com {start} tem de 26 a 35.',
    },
    cosmos: {
      otherPrefix:
        'Este endereço é de outra rede (começa com {other}1): aqui, um endereço começa com {prefix}1.',
      start: 'Aqui, um endereço começa com {prefix}1.',
      mixedCase:
        'Um endereço Cosmos é todo em minúsculas ou todo em maiúsculas, nunca misturado: verifique se há algum erro de digitação.',
      hint: ' (depois de {prefix}1, endereços nunca usam 1, b, i ou o)',
      tooShort: 'Este endereço Cosmos é curto demais: verifique se falta algum caractere.',
      length: 'Este endereço Cosmos tem o tamanho errado: verifique se falta ou sobra algum caractere.',
    },
    solana: {
      length: 'Um endereço Solana tem de 32 a 44 caracteres (este tem {length}).',
      invalid:
        'Este não é um endereço Solana válido: verifique se falta, sobra ou foi digitado errado algum caractere.',
    },
    starkex: {
      start: 'Um endereço StarkEx começa com 0x: é uma chave Stark ou um endereço Ethereum.',
      length:
        'Um endereço StarkEx é uma chave Stark (0x e de 41 a 64 caracteres hexadecimais) ou um endereço Ethereum (0x e 40); este tem {length}.',
      tooLarge:
        'Este número é grande demais para ser uma chave Stark: verifique se há algum erro de digitação.',
    },
    starknet: {
      start: 'Um endereço em {network} começa com 0x.',
      tooLong:
        'Um endereço em {network} tem no máximo 64 caracteres hexadecimais depois de 0x (este tem {length}).',
      tooLarge:
        'Este número é grande demais para ser um endereço em {network}: verifique se há algum erro de digitação.',
    },
    ton: {
      raw: 'Um endereço TON bruto é um número de workchain, dois-pontos e 64 caracteres hexadecimais, como 0:….',
      workchainSays: 'Endereços TON ficam na workchain 0 ou -1 (este indica {workchain}).',
      workchainIs: 'Endereços TON ficam na workchain 0 ou -1 (este está na {workchain}).',
      rawChar: 'Este endereço contém {char}: depois dos dois-pontos, só podem aparecer 0-9 e a-f.',
      rawLength:
        'Um endereço TON bruto tem 64 caracteres hexadecimais depois dos dois-pontos (este tem {length}).',
      mixed:
        'Este endereço mistura - ou _ com + ou /, o que um endereço TON nunca faz: verifique se há algum erro de digitação.',
      tag: 'Os primeiros caracteres deste endereço não correspondem a nenhum tipo conhecido de endereço TON.',
    },
    tron: {
      hex: 'Este é um endereço Tron em formato hexadecimal: use a forma dele que começa com T.',
      start: 'Um endereço Tron começa com T.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract: 'Este endereço é um contrato na {network}: verifique se ele pode receber {token} lá.',
    elsewhere:
      'Este endereço é um contrato (como um Safe) na {other}, mas não na {network}: quem o controla na {network} pode não ser você. O dinheiro enviado para lá pode ser perdido.',
    acknowledge: 'Verifiquei que controlo este endereço na {network}.',
    uncheckable: 'Não foi possível verificar se este endereço é um contrato na {network}.',
  },
  picker: {
    from: 'De',
    to: 'Para',
    onNetwork: 'em {network}',
    loadingNetworks: 'Carregando redes…',
    choose: 'Selecionar token',
    backToNetworks: 'Redes',
    tokenTitle: '{side}: token em {network}',
    networkTitle: '{side}: rede',
    reachableFrom: 'Acessível a partir de {route}.',
    canSendTo: 'Pode enviar para {route}.',
    showAll: 'Mostrar tudo',
    tokensOn: 'Tokens em {network}',
    searchTokens: 'Buscar tokens por nome, símbolo ou endereço do contrato',
    searchTokensPlaceholder: 'Buscar nome, símbolo ou contrato',
    noTokenMatches: 'Nenhum token corresponde.',
    networks: 'Redes',
    searchNetworks: 'Buscar redes',
    noNetworkMatches: 'Nenhuma rede corresponde.',
    setBySite: 'Definido por este site',
    balance: 'Saldo',
    holdsTokens: 'Você tem tokens aqui',
  },
  route: {
    formLabel: 'Troca',
    fixedMissingFrom: 'Este site definiu {network} como rede de origem, mas ela não está disponível agora.',
    fixedMissingTo: 'Este site definiu {network} como rede de destino, mas ela não está disponível agora.',
    siteSetRoute: 'Este site definiu a rota',
    blockConfirmAddress: 'Confirme o endereço de destino.',
    setBySite: 'Definido por este site.',
    confirmPreset: 'Este site preencheu o destino. Verifiquei que {address} é o meu endereço em {network}.',
    tokenOnNetwork: '{token} em {network}',
    unreachable:
      '{sourceToken} em {sourceNetwork} não pode ser enviado para {destinationToken} em {destinationNetwork}. Escolha outro token ou outra rede.',
    flip: 'Inverter origem e destino',
    flipUnavailable: 'A rota inversa não está disponível',
    walletOnlyUnavailable:
      'Depósitos de {network} precisam ser enviados de uma carteira {network} conectada: o serviço não fornece endereços de depósito nesta rede. Depósitos por carteira para {network} ainda não estão disponíveis nesta versão do Portage; escolha outra rede de origem.',
    walletOnlyNote:
      'Depósitos de {network} são enviados da sua carteira {network}: o serviço não fornece endereço de depósito nesta rede.',
    depositLegend: 'Depósito',
    fromMyWallet: 'Da minha carteira',
    sendMyself: 'Enviar eu mesmo para um endereço de depósito',
    loadingWallets: 'Carregando carteiras…',
    amount: 'Valor',
    amountOf: 'Valor ({token})',
    amountPlaceholder: '0,0',
    destination: 'Endereço de destino',
    destinationOn: 'Endereço de destino em {network}',
    yourAddress: 'Seu endereço {network}',
    chooseDestinationFirst: 'Escolha um destino primeiro',
    refund: 'Endereço de reembolso',
    refundOn: 'Endereço de reembolso em {network}',
    refundHint:
      'Esta rota troca ativos. Se a troca não puder ser concluída, o seu depósito é devolvido para cá, no token de origem.',
    refuel: 'Receber {token} para o gás em {network}',
    refuelAmount: 'Receber {token} para o gás em {network} ({amount} {token})',
    slippage: 'Slippage',
    slippageAuto: 'Auto',
    quoteChanged: 'A cotação mudou: agora você receberia {amount} {token}. Confira e aperte o botão de novo.',
    blockRoute: 'Escolha de onde e para onde trocar.',
    blockAmount: 'Informe um valor.',
    blockDestination: 'Informe um endereço de destino válido.',
    blockRefund: 'Informe um endereço de reembolso válido.',
    blockLostDestination: 'Informe o endereço de uma carteira como destino.',
    blockLostRefund: 'Informe o endereço de uma carteira como endereço de reembolso.',
    blockContractChecking: 'Verificando se o endereço é um contrato…',
    blockContractAcknowledge: 'Marque a caixa abaixo do aviso sobre o contrato para continuar.',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: 'Confira o endereço de destino: ele se parece com um endereço que você conhece.',
    blockLookalikeRefund: 'Confira o endereço de reembolso: ele se parece com um endereço que você conhece.',
    lookalike: {
      warning:
        'Este endereço começa e termina como um endereço que você conhece, mas o meio é diferente. Golpistas criam endereços assim para que sejam copiados por engano.',
      typed: 'Você digitou',
      payout: 'Você usou antes',
      refund: 'Seu endereço de reembolso anterior',
      wallet: 'Sua carteira conectada',
      middleStart: 'começa a parte diferente:',
      middleEnd: 'termina a parte diferente.',
      confirm: 'Conferi cada caractere: este é um endereço novo, não o que eu conheço.',
    },
    blockWalletOnly: 'Esta rede exige um depósito pela carteira.',
    blockConnect: 'Conecte a sua carteira.',
    creating: 'Criando a troca…',
    create: 'Criar troca',
    gettingQuote: 'Obtendo uma cotação…',
    onlyDigits: 'Só dígitos e um separador decimal.',
    noDecimals: '{token} não tem casas decimais.',
    tooManyDecimals: {
      one: '{token} permite no máximo {count} casa decimal.',
      many: '{token} permite no máximo {count} de casas decimais.',
      other: '{token} permite no máximo {count} casas decimais.',
    },
    loadingLimits: 'Carregando limites…',
    limits: 'Mín. {min} {token} · Máx. {max} {token}',
    tier: '{min}–{max} {token}: taxa de {percent} + {fixed} {token}',
    creatingSlow: 'Ainda criando a sua troca… o serviço está lento.',
    createLost:
      'O serviço não respondeu, então talvez uma troca tenha sido criada sem que esta página ficasse sabendo. Nada foi depositado, então nada foi perdido. Aperte “{button}” para criar uma nova troca e envie o seu depósito só para a que aparecer a seguir.',
    amountNegative: 'O valor não pode ser negativo.',
    amountExponent: 'Escreva o valor sem expoente (por exemplo, 0,001, e não 1e-3).',
    amountTooLarge: 'Este valor é grande demais: mais do que {token} comporta.',
    blockAmountInvalid: 'Confira o valor.',
    youSend: 'Você envia',
    methodWalletShort: 'Minha carteira',
    methodAddressShort: 'Endereço de depósito',
    useMyWallet: 'Usar o endereço da minha carteira',
    recentAddresses: 'Usados antes',
    useRecent: 'Usar {address}',
  },
  quote: {
    label: 'Cotação',
    youReceive: 'Você recebe',
    minimumReceived: 'Mínimo recebido',
    serviceFee: 'Taxa de serviço',
    networkFee: 'Taxa de rede',
    totalFee: 'Taxa total',
    rate: 'Taxa de câmbio',
    estimatedTime: 'Tempo estimado',
    route: 'Rota',
    reward: 'Recompensa',
    refreshesIn: 'A cotação será atualizada em {seconds} s',
    enterAmount: 'Informe um valor para ver quanto você recebe.',
    fee: 'Taxa {amount}',
    showDetails: 'Mostrar os detalhes da cotação',
    hideDetails: 'Ocultar os detalhes da cotação',
    feeTiers: 'Taxas por valor',
    settings: 'Configurações',
  },
  deposit: {
    title: 'Envie o seu depósito',
    titleNoAddress: 'Depósito',
    noAddress:
      'Esta troca não tem endereço de depósito. Depósitos de {network} precisam ser enviados de uma carteira conectada.',
    sendExactly: 'Envie exatamente {amount} em {network} para este endereço:',
    qrLabel: 'QR code do endereço de depósito {address}',
    addressLabel: 'Endereço de depósito',
    copyAddress: 'Copiar endereço',
    amountLabel: 'Valor',
    copyAmount: 'Copiar valor',
    warning:
      'Envie só {token} em {network}. Qualquer outro token, ou {token} em outra rede, enviado para este endereço será perdido.',
    incomplete: 'As instruções de depósito estão incompletas (sem valor exato).',
    disagree: 'As instruções de depósito não batem quanto ao valor a enviar.',
    doNotSend: '{reason} Não envie nada para esta troca; comece uma nova.',
    waiting: 'Aguardando o seu depósito',
    checkTitle: 'Confira esta troca primeiro',
    notCreatedHere: 'Esta troca não foi criada aqui. Ela paga para {address} em {network}.',
    asksToSend: 'Ela pede {amount} em {network}.',
    confirmMine: 'Verifiquei que este endereço é meu.',
    confirmContinue: 'Continuar',
    cannotCheck:
      'O Portage não consegue conferir esta troca com as redes que ele lista ({reason}), por isso não mostra nenhuma forma de pagá-la. Não envie nada para ela; comece uma nova troca.',
    cannotCheckReason: {
      network: 'a rede de origem dela não está na lista',
      token: 'o token dela não está na lista dessa rede',
      amount: 'o valor dela não cabe no token',
      destination: 'ela não indica nenhum endereço de pagamento',
    },
    tokenFacts: {
      decimals:
        'Os dados de tokens do próprio Portage dizem que {token} em {network} tem {table} casas decimais, mas as listas de rotas dizem {list}, então o valor estaria errado. O Portage não mostra nenhuma forma de pagar esta troca: não envie nada para ela; comece uma nova troca.',
      contract:
        'Os dados de tokens do próprio Portage dizem que {token} em {network} é o contrato {table}, mas as listas de rotas indicam {list}. O Portage não mostra nenhuma forma de pagar esta troca: não envie nada para ela; comece uma nova troca.',
      notNative:
        'Os dados de tokens do próprio Portage dizem que {token} em {network} é a moeda nativa da rede, mas as listas de rotas indicam o contrato {list}. O Portage não mostra nenhuma forma de pagar esta troca: não envie nada para ela; comece uma nova troca.',
      native:
        'Os dados de tokens do próprio Portage dizem que {token} em {network} é o contrato {table}, mas as listas de rotas indicam a moeda nativa da rede. O Portage não mostra nenhuma forma de pagar esta troca: não envie nada para ela; comece uma nova troca.',
      baseAsset:
        'O Portage fixa {table} como ativo base de {network}, mas as listas de rotas dão {list}. O Portage não mostra nenhuma forma de pagar esta troca: não envie nada para ela; comece uma nova troca.',
      noBaseAsset:
        'O Portage não fixa nenhum ativo base para {network}, então não pode verificar em que um depósito ali é pago. O Portage não mostra nenhuma forma de pagar esta troca: não envie nada para ela; comece uma nova troca.',
      unavailable:
        'O Portage não conseguiu carregar seus próprios dados de tokens, então ainda não pode verificar este depósito. Não envie nada até que possa.',
    },
    swapId: 'ID da troca',
    copySwapId: 'Copiar ID da troca',
    youSend: 'Você envia',
    onNetwork: 'em {network}',
    fromLabel: 'De',
    toLabel: 'Para',
    networkLabel: 'Rede',
    contractLabel: 'Contrato de depósito',
    approveLabel: 'Aprovação prévia',
    memoLabel: 'Número da troca',
  },
  swap: {
    loading: 'Carregando a troca',
    notFound: 'Esta troca não foi encontrada. Ela pode pertencer a outro serviço ou ter sido removida.',
    loadFailed: 'Não foi possível carregar a troca.',
    newSwap: 'Começar uma nova troca',
    lostContact:
      'O contato com o serviço foi perdido. {problem} A sua troca continua no serviço; esta página continua verificando.',
    loadRetrying: 'Ainda não foi possível carregar a troca. {problem} Tentando de novo…',
  },
  delivery: {
    checking: 'Verificando o pagamento na {network}…',
    delivered: 'Entregue — verificado na {network}',
    minimumUnknown:
      'O valor mínimo não era conhecido aqui: o endereço, o token e a confirmação foram verificados, não o valor.',
    notConfirmed: 'Não confirmado na blockchain: {differences}.',
    notFound: 'A {network} não tem a transação {hash}',
    failed: 'a transação falhou',
    pending: 'a transação ainda não foi confirmada',
    otherRecipient: 'ela pagou {paid}, não {expected}',
    noRecipient: 'ela não pagou nada a {expected}',
    otherToken: 'ela pagou em {paid}, não em {token}',
    nativeCoin: 'a moeda nativa',
    lessThanMinimum: 'ela pagou {paid} {token}, menos que o mínimo de {minimum} {token}',
    notChecked: 'Não verificado na blockchain: {reason}',
    reasonNoReader: 'O Portage não consegue ler a blockchain da {network}.',
    reasonNoNode: 'A {network} não tem um nó que o Portage possa consultar.',
    reasonNodeError: 'o nó da {network} não respondeu.',
    reasonNoTransaction: 'o serviço não indicou nenhuma transação.',
    reasonNoRecipient: 'o endereço de reembolso não é conhecido aqui.',
    historyDelivered: 'Entregue — verificado na blockchain',
    historyNotConfirmed: 'Não confirmado na blockchain',
    historyNotChecked: 'Não verificado na blockchain',
    titleNotConfirmed: 'O serviço diz que esta troca foi concluída',
    serviceSaysSent: 'O serviço diz que enviou',
  },
  status: {
    failReason: {
      received_less_than_valid_range: 'O depósito foi menor que o mínimo para esta rota.',
      received_more_than_valid_range: 'O depósito foi maior que o máximo para esta rota.',
      swap_route_unavailable: 'A rota ficou indisponível enquanto a troca estava sendo processada.',
      degraded_quote: 'O preço se afastou demais da cotação antes que a troca pudesse ser feita.',
      quote_expired: 'O depósito chegou depois que a troca expirou.',
    },
    noReason: 'O serviço não informou o motivo.',
    reasonGiven: 'Motivo informado pelo serviço: {reason}.',
    refunded: 'Reembolsado',
    refundInProgress: 'Reembolso em andamento',
    refundedText: 'A troca não pôde ser concluída, e o seu depósito foi devolvido para você.',
    refundingText: 'A troca não pôde ser concluída. O seu depósito está sendo devolvido para você.',
    amountOn: '{amount} {token} em {network}',
    feeDeducted: 'Taxa de rede descontada',
    to: 'Para',
    refundTransaction: 'Transação de reembolso',
    refundLater: 'A transação de reembolso vai aparecer aqui assim que for enviada, em {token}.',
    yourDeposit: 'Seu depósito: {link}',
    failed: 'Falha na troca',
    expired: 'Troca expirada',
    cancelled: 'Troca cancelada',
    notSwapped:
      'O seu depósito de {amount} {token} em {network} foi recebido, mas não foi trocado. Entre em contato com o suporte informando o ID da troca abaixo para recebê-lo de volta.',
    noFunds: 'Nenhum fundo foi recebido para esta troca.',
    expiredText:
      'Nenhum depósito chegou a tempo, então nada foi trocado. Não envie mais fundos para esta troca: se você já enviou, eles serão reembolsados, descontada a taxa de rede. Comece uma nova troca para tentar de novo.',
    cancelledText: 'Esta troca foi cancelada. Nada mais vai acontecer com ela.',
    depositReceived: 'Depósito recebido',
    depositSent: 'Depósito enviado',
    waitingDeposit: 'Aguardando o seu depósito',
    confirmations: '{done}/{required} confirmações',
    sentFromWallet: 'Enviado da sua carteira, aguardando a rede · {link}',
    notSeen: 'O serviço ainda não viu o seu depósito.',
    sending: 'Enviando {token} em {network}',
    serviceSending: 'O serviço está enviando os seus fundos.',
    completed: 'Concluído',
    received: 'Recebido',
    titleCompleted: 'Troca concluída',
    titleInProgress: 'Troca em andamento',
    unknownStatus: 'Em andamento ({status}).',
    fromExchange: 'Da corretora: {name}.',
    toExchange: 'Para a corretora: {name}.',
    elapsed: 'Tempo decorrido: {time}',
    pending: 'pendente',
    opensExplorer: ' (abre o explorador)',
    youReceivedLabel: 'Você recebeu',
    onNetworkTo: 'em {network} · para {address}',
    forGas: '+ {amount} {token} para o gás',
    sent: '{token} enviado em {network}',
    pairSummary: 'Você envia {from} e recebe cerca de {to}',
    progress: 'Progresso',
  },
  statusTime: {
    inStatus: 'Nesta etapa há {elapsed}, desde {time}',
    inStatusSeen: 'Nesta etapa há pelo menos {elapsed}: vista aqui pela primeira vez às {time}',
    endedAt: 'Desde {time}',
    endedSeen: 'Vista aqui desde {time}',
    sinceUnknown: 'O serviço não diz desde quando a troca está nesta etapa.',
    next: {
      send_deposit: 'Próximo passo: envie o depósito. A troca começa assim que {network} o confirmar.',
      deposit_on_its_way:
        'Próximo passo: o serviço vê seu depósito assim que {network} o incluir em um bloco.',
      confirm_deposit:
        'Próximo passo: {network} confirma seu depósito e depois o serviço envia {token} em {destination}.',
      delayed:
        'Próximo passo: o serviço confirma seu depósito, o que está demorando mais do que ele esperava. A troca continua sozinha.',
      service_sends: 'Próximo passo: o serviço envia {token} para você em {destination}.',
      refund_sends:
        'Próximo passo: o serviço devolve seu depósito em {token} na {network}, menos a taxa de rede do reembolso.',
      completed: 'Nada mais acontece: a troca terminou.',
      refunded: 'Nada mais acontece: o reembolso foi enviado.',
      failed: 'Nada mais acontece sozinho com esta troca.',
      failed_deposit:
        'Nada mais acontece sozinho com esta troca. Para ter seu depósito devolvido, abra a Ajuda desta troca.',
      expired: 'Nada mais acontece com esta troca. Não envie fundos para ela.',
      cancelled: 'Nada mais acontece com esta troca.',
      unknown:
        'Próximo passo: o serviço informa uma etapa que o Portage não conhece. O Portage continua verificando; você não precisa fazer nada.',
    },
    usually: 'Isso costuma levar {duration}.',
    usuallyRefund:
      'O serviço não informa um tempo para reembolsos; as trocas nesta rota costumam levar {duration}.',
    confirmationsSoFar: '{confirmations} até agora; quanto tempo leva depende dos blocos da {network}.',
    slow: 'Isto está demorando mais do que o normal. Você ainda não precisa fazer nada: a troca continua sozinha. Se continuar assim, abra a Ajuda desta troca.',
    expiresAt: 'Expira às {time} (em {duration}). Envie o depósito somente antes disso.',
    expiryPassed: 'O prazo para depósito terminou às {time}. Não envie fundos para esta troca.',
    expiryUnknown:
      'Uma troca que não recebe depósito expira depois de um tempo. Envie o depósito somente enquanto esta tela pedir.',
    refund: {
      toBeRefunded: 'A reembolsar',
      amountAbout: 'cerca de {amount} {token} na {network}, menos a taxa de rede do reembolso',
      amountUnknown: 'seu depósito em {token} na {network}, menos a taxa de rede do reembolso',
      feeUnknown: 'Não informada pelo serviço; é descontada do reembolso',
      gas: 'A taxa de rede (gas) para enviar o reembolso é descontada do valor reembolsado.',
      from: {
        refund: 'conforme a transação de reembolso',
        refund_address: 'o endereço de reembolso que você informou',
        wallet: 'a carteira de onde você depositou',
        sender: 'o endereço de onde veio seu depósito',
      },
      toUnknown:
        'Ainda não se sabe: o serviço não informou, e este navegador não tem um endereço de reembolso para esta troca.',
    },
  },
  wallet: {
    connect: 'Conectar carteira',
    connecting: 'Conectando…',
    walletsInBrowser: 'Carteiras neste navegador',
    theNetwork: 'a rede',
    stage: {
      preparing: 'Preparando o depósito…',
      switching: 'Mudando a sua carteira para a rede certa…',
      approving: 'Aprove o token na sua carteira…',
      'confirming-approval': 'Aguardando a confirmação da aprovação…',
      sending: 'Confirme o depósito na sua carteira…',
      broadcasting: 'Enviando o depósito assinado para a rede…',
    },
    hashNotRecorded:
      'O Portage não conseguiu registrar este depósito neste navegador. Guarde este hash de transação e não envie este depósito de novo.',
    copyHash: 'Copiar hash da transação',
    willNotSign: '{reason} O Portage não vai pedir para a sua carteira assiná-lo.',
    loading: 'Carregando a sua carteira…',
    interrupted:
      'Não conseguimos confirmar que o seu depósito foi enviado: a página foi fechada ou recarregada enquanto a sua carteira pedia a sua assinatura. Confira a atividade da sua carteira antes de enviar de novo.',
    interruptedWithLink:
      'Não conseguimos confirmar que o seu depósito foi enviado: a página foi fechada ou recarregada enquanto a sua carteira pedia a sua assinatura. Confira a atividade da sua carteira ({link}) antes de enviar de novo.',
    addressOnExplorer: 'o seu endereço no explorador',
    checkedNothingSent: 'Verifiquei: nada foi enviado',
    sendingInOtherTab:
      'Este depósito está sendo enviado de outra aba ou janela desta página. Termine por lá; esta página será atualizada quando ele for enviado.',
    wrongAccount:
      'Esta troca foi criada para a conta {expected}, mas a sua carteira está em {actual}. Mude para essa conta na sua carteira para enviar o depósito.',
    notRecorded:
      'Não foi possível registrar este depósito neste navegador, então o Portage não vai enviá-lo daqui: depois de recarregar, ele poderia ser enviado duas vezes. Recarregue a página; se esta mensagem continuar, não envie nada e comece uma nova troca.',
    previewLabel: 'O que a sua carteira vai assinar',
    previewing: 'Verificando o que a sua carteira vai pedir para você assinar…',
    sendButton: 'Enviar {amount} {token} da carteira',
    panelWallet: 'Carteira {address}',
    balance: 'Saldo {amount} {token}',
    balanceUnavailable: 'Saldo indisponível',
    readingBalance: 'Lendo o saldo…',
    max: 'Máx.',
    disconnect: 'Desconectar',
  },
  walletError: {
    rejected: 'Você recusou o pedido na sua carteira. Nada foi enviado; você pode tentar de novo.',
    insufficient_funds: 'A sua carteira não tem o suficiente para enviar este valor e pagar a taxa de rede.',
    wrong_chain: 'A sua carteira está em outra rede. Mude-a para {network} e tente de novo.',
    wrong_network: 'A sua carteira está em outra rede. Mude-a para {network} e tente de novo.',
    dropped:
      'A rede descartou a transação antes de incluí-la. Confira a atividade da sua carteira antes de tentar de novo.',
    reverted:
      'A rede recusou a transação, então o valor não foi enviado (se ela já estava em um bloco, só a taxa de rede foi gasta).',
    failed_onchain:
      '{network} executou o depósito, mas ele falhou. O valor não foi enviado; só a taxa de rede foi gasta.',
    simulation_failed:
      'A rede recusaria esta transação, então ela não foi enviada. Nada saiu da sua carteira.',
    blockhash_expired:
      'O depósito expirou antes que {network} o recebesse (ele foi assinado há tempo demais). Nada foi enviado; tente de novo e aprove-o na sua carteira em menos de um minuto.',
    node_unreachable:
      'O Portage não conseguiu contatar {network}. Verifique a sua conexão e tente de novo; se a sua carteira mostrar o depósito como enviado, aguarde em vez disso.',
    node_refused: '{network} recusou o depósito, então nada foi enviado.',
    broadcast_refused: 'A rede recusou o depósito. Nada foi enviado.',
    not_connected: 'A sua carteira não está conectada. Conecte-a e tente de novo.',
    refused:
      'O Portage se recusou a assinar este depósito porque ele não corresponde ao que esta troca pediu. Nada foi enviado.',
    token_mismatch:
      'O contrato do token em {network}, lido pela sua carteira, não corresponde ao token desta troca (as casas decimais ou o símbolo diferem), então o Portage não vai assinar o depósito. Nada foi enviado.',
    wallet_changed:
      'A sua carteira devolveu uma transação diferente da que o Portage preparou, então o Portage não a enviou. Nada saiu da sua carteira.',
    no_wallet:
      'Nenhuma carteira para esta rede foi encontrada neste navegador. Instale uma e depois recarregue a página.',
    wallet: 'A sua carteira não conseguiu enviar o depósito. Confira a sua carteira e tente de novo.',
    unknown: 'A sua carteira não conseguiu enviar o depósito. Confira a sua carteira e tente de novo.',
  },
  walletChooser: {
    title: 'Conectar uma carteira {family}',
    searching: 'Procurando carteiras {family} neste navegador…',
    declined: 'Você recusou a conexão em {wallet}. Pode tentar de novo.',
    noAccount: '{wallet} não forneceu nenhum endereço. Desbloqueie a carteira e tente de novo.',
    failed: '{wallet} não conseguiu se conectar.',
    notInstalled: 'Não instalada',
    empty: {
      solana:
        'Nenhuma carteira Solana foi encontrada neste navegador. Instale ou ative uma carteira Solana compatível com Wallet Standard e depois recarregue esta página.',
      bitcoin:
        'Nenhuma carteira Bitcoin foi encontrada neste navegador. Instale uma compatível com Sats Connect (como a Xverse) e depois recarregue a página.',
      starknet:
        'Nenhuma carteira Starknet foi encontrada neste navegador. Instale ou ative uma carteira Starknet (como Argent X ou Braavos) e depois recarregue esta página.',
      tron: 'Nenhuma carteira Tron foi encontrada neste navegador. Instale a TronLink e depois recarregue esta página.',
      fuel: 'Nenhuma carteira Fuel foi encontrada neste navegador. Instale ou desbloqueie uma carteira Fuel e tente de novo.',
    },
  },
} as const satisfies Messages;
